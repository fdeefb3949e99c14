import type { Prisma, WorkflowRun, WorkflowStepRun } from '../../generated/prisma/client.js';
import { STEPS, stepTypeOf } from './steps/index.js';
import type { Recorded, StepContext, StepOutcome } from './steps/step.js';
import { resolveTemplates, TemplateError } from './templates.js';

/**
 * Runs one step: resolves its templates (a template naming nothing fails the step, saying which),
 * then its type's definition (steps/): its input checked, it starts or resumes. Any other error
 * fails the step with its message. The stored input is the resolved one, also when the step
 * stores its outcome in its own transaction (StepContext.recordIn).
 */
export async function executeStep(context: StepContext): Promise<(StepOutcome & { input?: unknown }) | Recorded> {
  let input: unknown;
  try {
    input = resolveTemplates(context.step.input, context.scope);
  } catch (error) {
    if (error instanceof TemplateError) return { status: 'failed', error: error.message };
    throw error;
  }
  try {
    const recordIn: StepContext['recordIn'] = (tx, outcome) => context.recordIn(tx, { ...outcome, input });
    const outcome = await STEPS[context.step.type].execute(input, { ...context, recordIn });
    return outcome.status === 'recorded' ? outcome : { ...outcome, input };
  } catch (error) {
    context.logger.warn({ err: error, run_id: context.run.id, step: context.step.label }, 'workflow step failed');
    return { status: 'failed', error: error instanceof Error ? error.message : String(error), input };
  }
}

/**
 * What the run's steps made and left open is closed as their types say (StepType.end), every
 * attempt of every step, in `tx`: the transaction that ends the run.
 */
export async function endSteps(tx: Prisma.TransactionClient, run: WorkflowRun, status: 'completed' | 'failed' | 'cancelled'): Promise<void> {
  const rows: WorkflowStepRun[] = await tx.workflowStepRun.findMany({ where: { runId: run.id }, orderBy: { id: 'asc' } });
  for (const row of rows) await stepTypeOf(row.type)?.end(tx, { run, status, row });
}
