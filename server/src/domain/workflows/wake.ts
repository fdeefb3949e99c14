import { Prisma } from '../../generated/prisma/client.js';
import { nudge } from '../../worker/nudge.js';

/**
 * Wakes a waiting step and its run now, for what it waits on has just changed (a person decided
 * its approval, its sub-run ended, its agent request was answered, its delegated task ended):
 * the engines are nudged on commit and look at once. In the transaction of that change.
 */
export async function wakeStep(tx: Prisma.TransactionClient, stepRunId: string): Promise<void> {
  const step = await tx.workflowStepRun.update({ where: { id: stepRunId }, data: { wakeAt: new Date() } });
  await tx.workflowRun.updateMany({ where: { id: step.runId, status: 'running' }, data: { wakeAt: new Date() } });
  await nudge(tx, 'workflows');
}

/**
 * Wakes the waiting step (of a running run) that made the agent request or delegated the task
 * `id`, if a step did: its output names what it made (step-executors.ts). Read through the
 * running runs, so that the finished history is not searched.
 */
export async function wakeStepWaitingOn(tx: Prisma.TransactionClient, made: 'agent_request_id' | 'delegated_task_id', id: string): Promise<void> {
  const steps = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT s.id FROM workflow_runs r JOIN workflow_step_runs s ON s.run_id = r.id
    WHERE r.status = 'running' AND s.status = 'waiting' AND s.output ->> ${made} = ${id}`);
  for (const step of steps) await wakeStep(tx, step.id);
}
