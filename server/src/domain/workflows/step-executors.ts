import type { Config } from '../../config.js';
import type { Prisma, PrismaClient, WorkflowRun, WorkflowStepRun } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { createAgentRequest, type NewAgentRequest } from '../agents/agent-requests.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { AgentCaller } from '../auth/caller.js';
import { delegateTask } from '../agents/delegated-tasks.js';
import { createMemory, searchMemories } from '../agents/memories.js';
import type { Embedder } from '../embeddings/embedder.js';
import { dispatch } from '../dispatch/dispatch.js';
import { newId } from '../ids.js';
import { ConditionError, evaluateCondition } from './conditions.js';
import type { WorkflowStep } from './definition.js';
import { agentLaunch, createRun, subRunDepth, takeTreePlace } from './launch.js';
import { stepIdempotencyKey } from './step-keys.js';
import type { StepType } from './steps.js';
import { resolveTemplates, TemplateError, type TemplateScope } from './templates.js';

/**
 * What running a step came to: done with an output (and what it cost), failed, or to be looked at
 * again at `wakeAt` (with what it has done so far in `output`, e.g. the agent request it made).
 */
export type StepOutcome =
  | { status: 'completed'; output: unknown; costCents?: bigint; serviceRequestId?: string }
  | { status: 'failed'; error: string; serviceRequestId?: string }
  | { status: 'waiting'; wakeAt: Date; output?: unknown; serviceRequestId?: string };

export interface StepContext {
  db: PrismaClient;
  config: Config;
  logger: Logger;
  embedder: Embedder;
  run: WorkflowRun;
  step: WorkflowStep;
  /** The attempt's row as last stored: its `output` holds what an earlier execution did. */
  row: WorkflowStepRun;
  /** What the templates read: the run's input and the finished steps' outputs. */
  scope: TemplateScope;
  /** When this attempt first ran (a delay counts from it). */
  startedAt: Date;
  /** Stores the step's outcome in the transaction of an internal write, which then answers `recorded`. */
  recordIn: (tx: Prisma.TransactionClient, outcome: StepOutcome & { input?: unknown }) => Promise<unknown>;
}

/** An outcome already stored in the transaction of the step's own write (StepContext.recordIn). */
type Recorded = { status: 'recorded' };

/** How often a step waiting on something outside the run (an approval, a provider's job) looks again. */
export const WAIT_POLL_MS = 2_000;

/** A step waiting on something outside the run, to be looked at again after WAIT_POLL_MS, with what it has made so far. */
const lookAgain = (made: Omit<Extract<StepOutcome, { status: 'waiting' }>, 'status' | 'wakeAt'> & { input?: unknown } = {}) =>
  ({ status: 'waiting', wakeAt: new Date(Date.now() + WAIT_POLL_MS), ...made }) as const;


/** A run acts as its agent: its writes and dispatches are audited as the agent's (its dispatches' Idempotency-Keys name the run). */
const runAudit = (run: WorkflowRun): AuditContext => ({ actor: { type: 'agent', id: run.agentId }, requestId: null });

/**
 * A governed dispatch as the run's agent, in the run's mode, with an Idempotency-Key derived from
 * run, step and attempt: executing the step again (after a crash, or to look at a request waiting
 * for approval) replays the same request, so it is admitted and charged once.
 */
async function dispatchStep(context: StepContext, operation: string, payload: Record<string, unknown>): Promise<StepOutcome> {
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

type Executor = (input: Record<string, unknown>, context: StepContext) => Promise<StepOutcome | Recorded>;

/**
 * The run acting as its agent, for the internal steps: what the agent's own key may do, the
 * agent may do in a run (its memories, its requests to people), in the run's mode.
 */
async function agentOfRun({ db, run }: StepContext): Promise<AgentCaller> {
  const agent = await db.agent.findFirst({ where: { id: run.agentId, orgId: run.orgId, deletedAt: null }, select: { workspaceId: true, status: true } });
  if (!agent) throw new Error('The run’s agent was deleted');
  return { kind: 'agent', orgId: run.orgId, workspaceId: agent.workspaceId, agentId: run.agentId, mode: run.mode, keyId: `run:${run.id}` };
}

/** A task delegated by an earlier execution of the step, and whether the child has finished it. */
async function taskOutcome(context: StepContext, taskId: string): Promise<StepOutcome> {
  const task = await context.db.delegatedTask.findUniqueOrThrow({ where: { id: taskId } });
  const made = { delegated_task_id: taskId };
  if (task.status === 'accepted' || task.status === 'in_progress') return lookAgain({ output: made });
  if (task.status === 'completed') return { status: 'completed', output: { ...made, status: task.status, result: task.result } };
  return { status: 'failed', error: `The delegated task ${taskId} ended ${task.status}` };
}

/** An agent request made by an earlier execution of the step, and whether a person has answered it. */
async function answerOf(context: StepContext, requestId: string): Promise<StepOutcome> {
  const request = await context.db.agentRequest.findUniqueOrThrow({ where: { id: requestId } });
  if (request.status === 'open') return lookAgain({ output: { agent_request_id: requestId } });
  return { status: 'completed', output: { agent_request_id: requestId, status: request.status, response: request.response } };
}

/** The decision on the approval an earlier execution of the step asked for: approved completes the step, rejected or expired fails it. */
async function decisionOf(context: StepContext, approvalId: string): Promise<StepOutcome> {
  const approval = await context.db.approval.findUniqueOrThrow({ where: { id: approvalId } });
  const made = { approval_id: approvalId };
  switch (approval.status) {
    case 'pending':
      return lookAgain({ output: made });
    case 'approved':
      return { status: 'completed', output: { ...made, status: 'approved', decided_by: approval.decidedBy, note: approval.note } };
    case 'rejected':
      return { status: 'failed', error: `Rejected by ${approval.decidedBy ?? 'a reviewer'}${approval.note ? `: ${approval.note}` : ''}` };
    case 'expired':
      return { status: 'failed', error: `Nobody decided the approval ${approvalId} in time` };
  }
}

/**
 * Asks a person to approve, through the approvals endpoints (GET /v1/approvals lists it, kind
 * workflow_step, to the reviewers of the agent's workspace), in the same transaction as the
 * step's waiting outcome: the step never asks twice. It expires as a request's approval does.
 */
async function requestApproval(input: Record<string, unknown>, context: StepContext): Promise<Recorded> {
  const { run, row } = context;
  const expiresAt = new Date(Date.now() + context.config.PROCTOR_APPROVAL_TTL_SECONDS * 1000);
  const fields = input as { title: string; description?: string };
  return context.db.$transaction(async (tx) => {
    const approval = await tx.approval.create({
      data: {
        id: newId('apr'),
        orgId: run.orgId,
        workflowStepRunId: row.id,
        agentId: run.agentId,
        title: fields.title,
        description: fields.description ?? null,
        costCents: 0n,
        thresholdCents: 0n,
        expiresAt,
      },
    });
    await appendAudit(tx, run.orgId, runAudit(run), {
      action: 'workflow.approval_requested',
      target: { type: 'approval', id: approval.id },
      agentId: run.agentId,
      mode: run.mode,
      details: { workflow_run_id: run.id, step_label: row.label, title: fields.title },
    });
    await context.recordIn(tx, lookAgain({ output: { approval_id: approval.id }, input }));
    return { status: 'recorded' as const };
  });
}

/** A sub-run started by an earlier execution of the step, and how it ended: its output, and what its dispatches cost, become the step's. */
async function subRunOutcome(context: StepContext, runId: string): Promise<StepOutcome> {
  const child = await context.db.workflowRun.findUniqueOrThrow({ where: { id: runId } });
  const made = { run_id: runId };
  if (child.status === 'running') return lookAgain({ output: made });
  if (child.status === 'completed') return { status: 'completed', output: { ...made, output: child.output }, costCents: child.costCents };
  return { status: 'failed', error: child.status === 'cancelled' ? `The sub-run ${runId} was cancelled` : `The sub-run ${runId} failed: ${child.error ?? 'a step failed'}` };
}

/**
 * Starts a sub-run as the run's agent, in its mode, by the rules of workflow.run: the workflow
 * (id or name) granted to the agent, its published version (its newest with allow_draft),
 * nested at most MAX_RUN_DEPTH deep (subRunDepth), in a tree of at most MAX_TREE_RUNS runs
 * (takeTreePlace). The sub-run, its place in the tree and the step's waiting
 * outcome commit together, so the step never starts two.
 */
async function startSubRun(input: Record<string, unknown>, context: StepContext): Promise<StepOutcome | Recorded> {
  const { run } = context;
  const nested = subRunDepth(run.depth);
  if ('refusal' in nested) return { status: 'failed', error: nested.refusal };
  const named = input.workflow_id as string;
  return context.db.$transaction(async (tx): Promise<StepOutcome | Recorded> => {
    const launch = await agentLaunch(tx, run, named, input.allow_draft === true);
    if (launch.kind === 'unknown') return { status: 'failed', error: `No workflow "${named}" in this organization` };
    if (launch.kind === 'not_granted') return { status: 'failed', error: `The workflow "${launch.workflow.name}" is not granted to the run's agent` };
    if (launch.kind === 'unpublished') {
      return { status: 'failed', error: `The workflow "${launch.workflow.name}" has no published version (allow_draft: true runs the newest draft)` };
    }
    const full = await takeTreePlace(tx, run);
    if (full) return { status: 'failed', error: full.refusal };
    const { version } = launch;
    const spec = { orgId: run.orgId, version, agentId: run.agentId, mode: run.mode, input: (input.input as Record<string, unknown> | undefined) ?? {} };
    const child = await createRun(tx, { ...spec, parent: { stepRunId: context.row.id, depth: nested.depth, rootRunId: run.rootRunId } }, runAudit(run));
    await context.recordIn(tx, lookAgain({ output: { run_id: child.id }, input }));
    return { status: 'recorded' };
  });
}

const EXECUTORS: Record<StepType, Executor> = {
  approval: (input, context) => {
    const made = (context.row.output as { approval_id?: string } | null)?.approval_id;
    return made ? decisionOf(context, made) : requestApproval(input, context);
  },
  run_workflow: (input, context) => {
    const made = (context.row.output as { run_id?: string } | null)?.run_id;
    return made ? subRunOutcome(context, made) : startSubRun(input, context);
  },
  service_call: (input, context) => dispatchStep(context, input.operation as string, input.payload as Record<string, unknown>),
  webhook: (input, context) => dispatchStep(context, 'notification.webhook', input),
  condition: async (input, context) => {
    const steps = Object.fromEntries([...context.scope.outputs].map(([label, output]) => [label, { output }]));
    try {
      return { status: 'completed', output: { result: await evaluateCondition(input.expression, { input: context.scope.input, steps }) } };
    } catch (error) {
      if (error instanceof ConditionError) return { status: 'failed', error: error.message };
      throw error;
    }
  },
  memory_read: async (input, context) => {
    const caller = await agentOfRun(context);
    const found = await searchMemories(context.db, context.embedder, caller, caller.agentId, input.query as string, (input.limit as number | undefined) ?? 5);
    const memories = found.map((memory) => ({ id: memory.id, content: memory.content, kind: memory.kind, tags: memory.tags, relevance_score: memory.relevanceScore ?? null }));
    return { status: 'completed', output: { memories } };
  },
  memory_write: async (input, context) => {
    const caller = await agentOfRun(context);
    const fields = input as { content: string; kind?: string; tags?: string[] };
    await createMemory(context.db, context.embedder, caller, caller.agentId, fields, runAudit(context.run), (tx, memory) =>
      context.recordIn(tx, { status: 'completed', output: { memory_id: memory.id }, input }),
    );
    return { status: 'recorded' };
  },
  delegation: async (input, context) => {
    const made = (context.row.output as { delegated_task_id?: string } | null)?.delegated_task_id;
    if (made) return taskOutcome(context, made);
    const caller = await agentOfRun(context);
    const task = {
      childAgentId: input.child_agent_id as string,
      title: input.title as string,
      input: input.input as Record<string, unknown> | undefined,
      budgetCents: input.budget_cents as number,
      operations: input.operations as string[],
    };
    await delegateTask(context.db, caller, caller.agentId, task, runAudit(context.run), (tx, created) =>
      context.recordIn(tx, lookAgain({ output: { delegated_task_id: created.id }, input })),
    );
    return { status: 'recorded' };
  },
  agent_request: async (input, context) => {
    const made = (context.row.output as { agent_request_id?: string } | null)?.agent_request_id;
    if (made) return answerOf(context, made);
    const caller = await agentOfRun(context);
    await createAgentRequest(context.db, caller, input as unknown as NewAgentRequest, runAudit(context.run), (tx, request) =>
      context.recordIn(tx, lookAgain({ output: { agent_request_id: request.id }, input })),
    );
    return { status: 'recorded' };
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
export async function executeStep(context: StepContext): Promise<(StepOutcome & { input?: unknown }) | Recorded> {
  let input: Record<string, unknown>;
  try {
    input = resolveTemplates(context.step.input, context.scope) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TemplateError) return { status: 'failed', error: error.message };
    throw error;
  }
  try {
    const outcome = await EXECUTORS[context.step.type](input, context);
    return outcome.status === 'recorded' ? outcome : { ...outcome, input };
  } catch (error) {
    context.logger.warn({ err: error, run_id: context.run.id, step: context.step.label }, 'workflow step failed');
    return { status: 'failed', error: error instanceof Error ? error.message : String(error), input };
  }
}
