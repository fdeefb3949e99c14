import type { Prisma } from '../../../generated/prisma/client.js';
import { closeForEndedRun } from '../../approvals/approvals.js';
import { dispatch } from '../../dispatch/dispatch.js';
import { stepIdempotencyKey } from '../step-keys.js';
import { lookAgain, runAudit, type StepContext, type StepEnding, type StepOutcome } from './step.js';

/**
 * A governed dispatch as the run's agent, in the run's mode, with an Idempotency-Key derived from
 * run, step and attempt: executing the step again (after a crash, or to look at a request waiting
 * for approval) replays the same request, so it is admitted and charged once.
 */
export async function dispatchStep(context: StepContext, operation: string, payload: Record<string, unknown>): Promise<StepOutcome> {
  const { run, step } = context;
  const { attempt } = context.row;
  const { request } = await dispatch(context.db, context.logger, context.config, {
    orgId: run.orgId,
    agentId: run.agentId,
    mode: run.mode,
    operation,
    payload,
    idempotencyKey: stepIdempotencyKey(run.id, step.label, attempt),
    workflowStepRunId: context.row.id,
    audit: runAudit(run),
  });
  const serviceRequestId = request.id;
  switch (request.status) {
    case 'executed':
      return { status: 'completed', output: request.result, costCents: request.costCents, serviceRequestId };
    case 'failed':
    case 'blocked': {
      const detail = (request.result as { detail?: unknown } | null)?.detail;
      const why = typeof detail === 'string' ? `: ${detail}` : '';
      return { status: 'failed', error: `${operation} was ${request.status} (${request.reasonCode ?? 'no reason'})${why}`, serviceRequestId };
    }
    default:
      // approval_required, running (a provider's job), admitted (another attempt's call under way).
      return lookAgain({ serviceRequestId });
  }
}

/**
 * The request an attempt dispatched, still waiting for a person's approval when its run ends
 * (cancelled, as a rule: a run completes or fails only once every step has finished), is closed
 * through the approvals domain: it ends blocked with workflow_run_ended, so that an approval given
 * later does not call the provider, nor charge, for a run that is over. The request is found by
 * the attempt's Idempotency-Key, which also finds one the attempt made before a crash kept it
 * from storing the request's id.
 */
export async function closeApprovalOf<Made>(tx: Prisma.TransactionClient, { run, row }: StepEnding<Made>): Promise<void> {
  const request = await tx.serviceRequest.findUnique({
    where: { agentId_mode_idempotencyKey: { agentId: run.agentId, mode: run.mode, idempotencyKey: stepIdempotencyKey(run.id, row.label, row.attempt) } },
    select: { id: true, status: true },
  });
  if (request?.status !== 'approval_required') return;
  await closeForEndedRun(tx, { serviceRequestId: request.id }, run, runAudit(run));
}

/**
 * The sub-runs an attempt started (a run_workflow step's, a service_call step's workflow.run) end
 * with a cancelled run: each is asked to stop, as POST …/cancel would. (A run fails only once
 * every step has finished, and such a step finishes when its sub-run has ended.)
 */
export async function stopSubRuns<Made>(tx: Prisma.TransactionClient, { row, status }: StepEnding<Made>): Promise<void> {
  if (status !== 'cancelled') return;
  await tx.workflowRun.updateMany({
    where: { parentStepRunId: row.id, status: 'running', cancelRequestedAt: null },
    data: { cancelRequestedAt: new Date(), wakeAt: new Date() },
  });
}

/** What a service_call attempt made and left open when its run ends: its request's approval, the sub-run its workflow.run started. */
export async function endDispatch<Made>(tx: Prisma.TransactionClient, ending: StepEnding<Made>): Promise<void> {
  await closeApprovalOf(tx, ending);
  await stopSubRuns(tx, ending);
}
