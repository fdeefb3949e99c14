import { z } from 'zod';
import { delegateTask, moveTaskIn } from '../../agents/delegated-tasks.js';
import { ZJsonObjectSchema } from '../../bounded.js';
import { OPEN_TASK_STATES } from '../../dispatch/policy.js';
import { agentOfRun, defineStep, untilWoken, runAudit, type StepContext, type StepOutcome } from './step.js';
import { text } from './text.js';

/** A task delegated by an earlier execution of the step, and whether the child has finished it. */
async function taskOutcome(context: StepContext, taskId: string): Promise<StepOutcome> {
  const task = await context.db.delegatedTask.findUniqueOrThrow({ where: { id: taskId } });
  const made = { delegated_task_id: taskId };
  if (task.status === 'accepted' || task.status === 'in_progress') return untilWoken({ output: made });
  if (task.status === 'completed') return { status: 'completed', output: { ...made, status: task.status, result: task.result } };
  return { status: 'failed', error: `The delegated task ${taskId} ended ${task.status}` };
}

export const delegation = defineStep({
  name: 'delegation',
  description:
    "Delegates a task to an agent the run's agent spawned, and waits: completes with {delegated_task_id, status, result} when the child completes it, fails when the task fails or is cancelled",
  input: z.strictObject({
    child_agent_id: text(100).meta({ description: "An agent the run's agent spawned" }),
    title: text(200),
    input: ZJsonObjectSchema.optional(),
    budget_cents: z.number().int().min(0).max(100_000_000),
    operations: z.array(text(100)).min(1).max(100),
  }),
  made: z.object({ delegated_task_id: z.string() }),
  start: async (input, context) => {
    const caller = await agentOfRun(context);
    const task = { childAgentId: input.child_agent_id, title: input.title, input: input.input, budgetCents: input.budget_cents, operations: input.operations };
    await delegateTask(context.db, caller, caller.agentId, task, runAudit(context.run), (tx, created) =>
      context.recordIn(tx, untilWoken({ output: { delegated_task_id: created.id } })),
    );
    return { status: 'recorded' };
  },
  resume: (made, context) => taskOutcome(context, made.delegated_task_id),
  /**
   * A task still open when the run does not complete is cancelled, as its parent would cancel it
   * (the run is its parent agent acting): its child's dispatches are refused from then on
   * (task_closed). Its budget is a cap, not money set aside, so nothing is left to release, and
   * what its dispatches spent stays charged once.
   */
  end: async (tx, { run, status, made }) => {
    if (!made || status === 'completed') return;
    const task = await tx.delegatedTask.findUniqueOrThrow({ where: { id: made.delegated_task_id } });
    await moveTaskIn(tx, task, OPEN_TASK_STATES, { status: 'cancelled' }, task.parentAgentId, runAudit(run), { workflow_run_id: run.id });
  },
});
