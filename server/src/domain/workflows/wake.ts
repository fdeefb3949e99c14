import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Wakes a waiting step and its run now, for what it waits on has just changed (a person decided
 * its approval, its sub-run ended): the engine looks at once rather than at the step's next poll.
 * In the transaction of that change.
 */
export async function wakeStep(tx: Prisma.TransactionClient, stepRunId: string): Promise<void> {
  const step = await tx.workflowStepRun.update({ where: { id: stepRunId }, data: { wakeAt: new Date() } });
  await tx.workflowRun.updateMany({ where: { id: step.runId, status: 'running' }, data: { wakeAt: new Date() } });
}
