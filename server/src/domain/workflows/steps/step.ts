import type { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Prisma, PrismaClient, WorkflowRun, WorkflowStepRun } from '../../../generated/prisma/client.js';
import type { Logger } from '../../../logger.js';
import type { AuditContext } from '../../audit/record.js';
import type { AgentCaller } from '../../auth/caller.js';
import type { Embedder } from '../../embeddings/embedder.js';
import type { TemplateScope } from '../templates.js';
import type { StepTypeName } from './names.js';

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
  /** The step as its version defines it (definition.ts's WorkflowStep). */
  step: { label: string; type: StepTypeName; input: Record<string, unknown> };
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
export type Recorded = { status: 'recorded' };

/** How a run ended, as a step's `end` sees it, with the attempt it looks at. */
export interface StepEnding<Made> {
  run: WorkflowRun;
  status: 'completed' | 'failed' | 'cancelled';
  row: WorkflowStepRun;
  /** What the attempt made and stored in its output (StepType.made), when it made something. */
  made: Made | undefined;
}

/**
 * One step type, defined once: what it takes, how it starts, how it resumes while it waits, and
 * what becomes of what it made when its run ends. Inngest's workflow-kit keeps one definition per
 * action the same way. `Input`: its input once the templates are resolved; `Made`: what a waiting
 * attempt has made so far, stored in its output (an approval's id, a sub-run's id), which tells a
 * later execution to resume rather than start again.
 */
export interface StepType<Input, Made = never, Name extends string = string> {
  name: Name;
  /** One line: what the step does (the generated step-type reference shows it). */
  description: string;
  /**
   * The shape of `input` once its templates are resolved; a version is checked against it when
   * saved (a whole-template string standing for any value, definition.ts), a run's resolved input
   * when the step runs.
   */
  input: z.ZodType<Input>;
  /** What a waiting attempt has made, read back from its stored output; none for a step that makes nothing. */
  made?: z.ZodType<Made>;
  /** The first execution of an attempt (also after a crash before it stored anything). */
  start(input: Input, context: StepContext): Promise<StepOutcome | Recorded>;
  /** A later execution of an attempt that has made something: looks at how it stands. */
  resume?(made: Made, context: StepContext): Promise<StepOutcome>;
  /**
   * When the run ends, in the transaction that ends it, once per attempt of the step: closes what
   * the attempt made that is still open. Conditional writes, so that something closed already is left as it is.
   */
  end?(tx: Prisma.TransactionClient, ending: StepEnding<Made>): Promise<void>;
}

/** A step type as the registry (index.ts) holds them all: the same for every type, so that the executor needs no casts. */
export interface RegisteredStep<Name extends string = string> {
  name: Name;
  description: string;
  input: z.ZodType;
  /** Parses the resolved input (an invalid one fails the step, naming its path), then starts or resumes. */
  execute(input: unknown, context: StepContext): Promise<StepOutcome | Recorded>;
  end(tx: Prisma.TransactionClient, ending: Omit<StepEnding<unknown>, 'made'>): Promise<void>;
}

const madeBy = <Input, Made, Name extends string>(type: StepType<Input, Made, Name>, row: WorkflowStepRun): Made | undefined => {
  if (!type.made || row.output === null) return undefined;
  const made = type.made.safeParse(row.output);
  return made.success ? made.data : undefined;
};

/** Checks a step type against its own input and made types; the registry then holds it as a RegisteredStep. */
export function defineStep<Input, Made = never, const Name extends string = string>(type: StepType<Input, Made, Name>): RegisteredStep<Name> {
  return {
    name: type.name,
    description: type.description,
    input: type.input,
    async execute(input, context) {
      const parsed = type.input.safeParse(input);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${['input', ...issue.path.map(String)].join('.')}: ${issue.message}`);
        return { status: 'failed', error: `The step's input, its templates resolved, is invalid: ${problems.join('; ')}` };
      }
      const made = madeBy(type, context.row);
      return made !== undefined && type.resume ? type.resume(made, context) : type.start(parsed.data, context);
    },
    async end(tx, ending) {
      await type.end?.(tx, { ...ending, made: madeBy(type, ending.row) });
    },
  };
}

/** How often a step waiting on a request outside the run (its approval, a provider's job) looks again. */
export const WAIT_POLL_MS = 2_000;

/** A step waiting on a request outside the run, to be looked at again after WAIT_POLL_MS, with what it has made so far. */
export const lookAgain = (made: Omit<Extract<StepOutcome, { status: 'waiting' }>, 'status' | 'wakeAt'> & { input?: unknown } = {}) =>
  ({ status: 'waiting', wakeAt: new Date(Date.now() + WAIT_POLL_MS), ...made }) as const;

/**
 * How long a step waiting on a change that wakes it (an approval decided, a sub-run ended, an
 * agent request answered, a delegated task ended: wake.ts, in that change's transaction) sleeps
 * at most: a backstop for a change made by a path that does not wake, not a poll.
 */
const WOKEN_BACKSTOP_MS = 15 * 60_000;

/** A step waiting until the change it waits on wakes it (WOKEN_BACKSTOP_MS), with what it has made so far. */
export const untilWoken = (made: Omit<Extract<StepOutcome, { status: 'waiting' }>, 'status' | 'wakeAt'> & { input?: unknown } = {}) =>
  ({ status: 'waiting', wakeAt: new Date(Date.now() + WOKEN_BACKSTOP_MS), ...made }) as const;

/** A run acts as its agent: its writes and dispatches are audited as the agent's (its dispatches' Idempotency-Keys name the run). */
export const runAudit = (run: WorkflowRun): AuditContext => ({ actor: { type: 'agent', id: run.agentId }, requestId: null });

/**
 * The run acting as its agent, for the internal steps: what the agent's own key may do, the
 * agent may do in a run (its memories, its requests to people), in the run's mode.
 */
export async function agentOfRun({ db, run }: StepContext): Promise<AgentCaller> {
  const agent = await db.agent.findFirst({ where: { id: run.agentId, orgId: run.orgId, deletedAt: null }, select: { workspaceId: true, status: true } });
  if (!agent) throw new Error('The run’s agent was deleted');
  return { kind: 'agent', orgId: run.orgId, workspaceId: agent.workspaceId, agentId: run.agentId, mode: run.mode, keyId: `run:${run.id}` };
}
