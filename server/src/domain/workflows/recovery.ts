import type { PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import type { WorkflowEdge } from './definition.js';
import { getRun, latestAttempts, type RunWithSteps } from './runs.js';

/** The attempts a step may have: a step failing again and again needs its version changed, not another try. */
export const MAX_ATTEMPTS = 10;

/** The labels after `labels` through the edges, directly or not. */
function descendantsOf(labels: string[], edges: WorkflowEdge[]): Set<string> {
  const found = new Set<string>();
  const queue = [...labels];
  while (queue.length > 0) {
    const label = queue.shift()!;
    for (const edge of edges) {
      if (edge.from === label && !found.has(edge.to)) {
        found.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return found;
}

/**
 * Runs failed steps of a failed run again: each gets a new attempt (its next Idempotency-Key, so
 * its dispatch is a new request), and the steps after them that were skipped or cancelled get new
 * attempts too, to run once their inputs are ready; the steps that completed keep their outputs
 * and are not repeated. The run is running again. `labels`: the steps to retry, or every failed one.
 */
export async function retrySteps(db: PrismaClient, caller: UserCaller, workflowId: string, runId: string, labels: string[] | 'failed', audit: AuditContext): Promise<RunWithSteps> {
  const found = await getRun(db, caller, workflowId, runId);
  await db.$transaction(async (tx) => {
    const run = await tx.workflowRun.findUniqueOrThrow({ where: { id: runId } });
    if (run.status !== 'failed') throw new DomainError('conflict', `The run is ${run.status}: only a failed run's steps are retried`);
    const latest = latestAttempts(found.steps);
    const failed = [...latest.values()].filter((step) => step.status === 'failed').map((step) => step.label);
    const chosen = labels === 'failed' ? failed : labels;
    for (const label of chosen) {
      const step = latest.get(label);
      if (!step) throw notFound('Step');
      if (step.status !== 'failed') throw new DomainError('conflict', `Step ${label} is ${step.status}: only a failed step is retried`);
      if (step.attempt >= MAX_ATTEMPTS) throw new DomainError('conflict', `Step ${label} has had ${MAX_ATTEMPTS} attempts, the most it may: change the workflow instead`);
    }
    const version = await tx.workflowVersion.findUniqueOrThrow({ where: { id: run.versionId } });
    const after = descendantsOf(chosen, version.edges as WorkflowEdge[]);
    const again = [...latest.values()].filter(
      (step) => chosen.includes(step.label) || (after.has(step.label) && (step.status === 'skipped' || step.status === 'cancelled')),
    );
    await tx.workflowStepRun.createMany({
      data: again.map((step) => ({ id: newId('wfs'), runId, label: step.label, type: step.type, attempt: step.attempt + 1 })),
    });
    // Only a failed run is claimed here, so no engine holds it: the conditional update is the claim.
    const reopened = await tx.workflowRun.updateMany({
      where: { id: runId, status: 'failed' },
      data: { status: 'running', error: null, finishedAt: null, wakeAt: new Date(), leaseUntil: null },
    });
    if (reopened.count === 0) throw new DomainError('conflict', 'The run changed meanwhile: read it again');
    await appendAudit(tx, caller.orgId, audit, {
      action: 'workflow.run_retried',
      target: { type: 'workflow_run', id: runId },
      agentId: run.agentId,
      mode: run.mode,
      details: { steps: chosen },
    });
  });
  return getRun(db, caller, workflowId, runId);
}
