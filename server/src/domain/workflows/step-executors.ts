import type { Config } from '../../config.js';
import type { PrismaClient, WorkflowRun } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { AuditContext } from '../audit/record.js';
import { dispatch } from '../dispatch/dispatch.js';
import { conditionEngine, type WorkflowStep } from './definition.js';
import type { StepType } from './steps.js';
import { resolveTemplates, TemplateError, type TemplateScope } from './templates.js';

/** What running a step came to: done with an output (and what it cost), failed, or to be looked at again at `wakeAt`. */
export type StepOutcome =
  | { status: 'completed'; output: unknown; costCents?: bigint; serviceRequestId?: string }
  | { status: 'failed'; error: string; serviceRequestId?: string }
  | { status: 'waiting'; wakeAt: Date; serviceRequestId?: string };

export interface StepContext {
  db: PrismaClient;
  config: Config;
  logger: Logger;
  run: WorkflowRun;
  step: WorkflowStep;
  attempt: number;
  /** What the templates read: the run's input and the finished steps' outputs. */
  scope: TemplateScope;
  /** When this attempt first ran (a delay counts from it). */
  startedAt: Date;
}

/** How often a step waiting on something outside the run (an approval, a provider's job) looks again. */
export const WAIT_POLL_MS = 2_000;

/** The step types the engine runs today; a version using another is refused when a run starts. */
export const RUNNABLE_STEP_TYPES: ReadonlySet<StepType> = new Set(['service_call', 'webhook', 'condition', 'delay']);

/**
 * A governed dispatch as the run's agent, in the run's mode, with an Idempotency-Key derived from
 * run, step and attempt: executing the step again (after a crash, or to look at a request waiting
 * for approval) replays the same request, so it is admitted and charged once.
 */
async function dispatchStep(context: StepContext, operation: string, payload: Record<string, unknown>): Promise<StepOutcome> {
  const { run, step, attempt } = context;
  const audit: AuditContext = { actor: { type: 'agent', id: run.agentId }, requestId: null };
  const { request } = await dispatch(context.db, context.logger, context.config, {
    orgId: run.orgId,
    agentId: run.agentId,
    mode: run.mode,
    operation,
    payload,
    idempotencyKey: `workflow:${run.id}:${step.label}:${attempt}`,
    audit,
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
      return { status: 'waiting', wakeAt: new Date(Date.now() + WAIT_POLL_MS), serviceRequestId };
  }
}

type Executor = (input: Record<string, unknown>, context: StepContext) => Promise<StepOutcome>;

const EXECUTORS: Partial<Record<StepType, Executor>> = {
  service_call: (input, context) => dispatchStep(context, input.operation as string, input.payload as Record<string, unknown>),
  webhook: (input, context) => dispatchStep(context, 'notification.webhook', input),
  condition: (input, context) => {
    const steps = Object.fromEntries([...context.scope.outputs].map(([label, output]) => [label, { output }]));
    const value: unknown = conditionEngine.run(input.expression as never, { input: context.scope.input, steps });
    return Promise.resolve({ status: 'completed', output: { result: conditionEngine.truthy(value) } });
  },
  delay: (input, context) => {
    const until = new Date(context.startedAt.getTime() + (input.seconds as number) * 1000);
    return Promise.resolve(until.getTime() <= Date.now() ? { status: 'completed', output: { waited_seconds: input.seconds } } : { status: 'waiting', wakeAt: until });
  },
};

/**
 * Runs one step: resolves its templates (a template naming nothing fails the step, saying which),
 * then its type's executor. Any other error fails the step with its message.
 */
export async function executeStep(context: StepContext): Promise<StepOutcome & { input?: unknown }> {
  let input: Record<string, unknown>;
  try {
    input = resolveTemplates(context.step.input, context.scope) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TemplateError) return { status: 'failed', error: error.message };
    throw error;
  }
  const executor = EXECUTORS[context.step.type];
  if (!executor) return { status: 'failed', error: `Step type ${context.step.type} cannot run yet`, input };
  try {
    return { ...(await executor(input, context)), input };
  } catch (error) {
    context.logger.warn({ err: error, run_id: context.run.id, step: context.step.label }, 'workflow step failed');
    return { status: 'failed', error: error instanceof Error ? error.message : String(error), input };
  }
}
