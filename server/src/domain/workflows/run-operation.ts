import type { Prisma, WorkflowRun } from '../../generated/prisma/client.js';
import type { InternalContext, InternalOutcome } from '../catalog/internal.js';
import type { WorkflowRunPayload, WorkflowRunResult } from '../catalog/operations/workflow.js';
import { markRunningIn, settle } from '../dispatch/settle.js';
import { agentLaunch, createRun, subRunDepth, takeTreePlace } from './launch.js';

/** The provider a workflow.run request names, with the run's id as its external id. */
export const WORKFLOW_PROVIDER = 'workflow';

/**
 * workflow.run, the internal operation (catalog/internal.ts): the workflow by id or name, granted
 * to the dispatching agent (else blocked workflow_not_granted), its published version, or with
 * allow_draft its newest (else blocked workflow_unpublished), in either mode. Dispatched by a
 * run's step, it starts a sub-run of that step, one level deeper, as run_workflow does (else
 * blocked workflow_depth_exceeded), in a tree of at most MAX_TREE_RUNS runs (else blocked
 * workflow_limit_exceeded). The run and the request turning running are one transaction;
 * the run settles the request when it ends.
 */
export async function startWorkflowRun(payload: WorkflowRunPayload, { db, request, audit }: InternalContext): Promise<InternalOutcome<WorkflowRunResult>> {
  return db.$transaction(async (tx): Promise<InternalOutcome<WorkflowRunResult>> => {
    let parent: { stepRunId: string; depth: number; rootRunId: string } | undefined;
    if (request.workflowStepRunId) {
      const step = await tx.workflowStepRun.findUniqueOrThrow({ where: { id: request.workflowStepRunId }, select: { run: { select: { depth: true, rootRunId: true } } } });
      const nested = subRunDepth(step.run.depth);
      if ('refusal' in nested) return { status: 'blocked', reasonCode: 'workflow_depth_exceeded', detail: nested.refusal };
      parent = { stepRunId: request.workflowStepRunId, depth: nested.depth, rootRunId: step.run.rootRunId };
    }
    const launch = await agentLaunch(tx, request, payload.workflow_id, payload.version === 'newest' ? 'newest' : payload.allow_draft ? 'published_else_newest' : 'published');
    if (launch.kind === 'unknown') return { status: 'failed', detail: `No workflow "${payload.workflow_id}" in this organization: name one by its id (wf_…) or its name` };
    const { workflow } = launch;
    if (launch.kind === 'not_granted') {
      return { status: 'blocked', reasonCode: 'workflow_not_granted', detail: `The workflow "${workflow.name}" is not granted to this agent: a person grants it with POST /api/v1/workflows/${workflow.id}/agents` };
    }
    if (launch.kind === 'unpublished') {
      return {
        status: 'blocked',
        reasonCode: 'workflow_unpublished',
        detail: `The workflow "${workflow.name}" has no published version: publish one, or dispatch with allow_draft: true to run the newest draft`,
      };
    }
    if (parent) {
      const full = await takeTreePlace(tx, parent);
      if (full) return { status: 'blocked', reasonCode: 'workflow_limit_exceeded', detail: full.refusal };
    }
    const { version } = launch;
    const run = await createRun(tx, { orgId: request.orgId, version, agentId: request.agentId, mode: request.mode, input: payload.input, serviceRequestId: request.id, parent }, audit);
    await markRunningIn(tx, request, WORKFLOW_PROVIDER, run.id, audit);
    return { status: 'running', externalId: run.id };
  });
}

/**
 * Settles the workflow.run request that started a run, in the transaction that ends the run:
 * executed with the run's output and the total its dispatches cost (the request itself debits its
 * own price, held at admission), failed with the run's error when it failed or was cancelled.
 */
export async function settleRunRequest(tx: Prisma.TransactionClient, run: WorkflowRun): Promise<void> {
  if (!run.serviceRequestId) return;
  const request = await tx.serviceRequest.findUniqueOrThrow({ where: { id: run.serviceRequestId } });
  const audit = { actor: { type: 'agent' as const, id: run.agentId }, requestId: null };
  if (run.status === 'completed') {
    const version = await tx.workflowVersion.findUniqueOrThrow({ where: { id: run.versionId }, select: { number: true } });
    const result: WorkflowRunResult = {
      run_id: run.id,
      workflow_id: run.workflowId,
      version_id: run.versionId,
      version_number: version.number,
      output: (run.output ?? {}) as Record<string, unknown>,
      cost_cents: Number(run.costCents),
    };
    // Its own price, held at admission; settle debits test mode nothing, as for a sandbox.
    const costCents = Number(request.holdCents);
    await settle(tx, request, { status: 'executed', result, costCents }, audit);
    return;
  }
  const detail = run.status === 'cancelled' ? `The run ${run.id} was cancelled` : `The run ${run.id} failed: ${run.error ?? 'a step failed'}`;
  await settle(tx, request, { status: 'failed', detail }, audit);
}
