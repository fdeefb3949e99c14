import type { Config } from '../../config.js';
import { Prisma, type PrismaClient, type WorkflowRun, type WorkflowStepRun } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { Embedder } from '../embeddings/embedder.js';
import { recordAudit, SYSTEM_AUDIT } from '../audit/record.js';
import type { WorkflowEdge, WorkflowStep } from './definition.js';
import { settleRunRequest } from './run-operation.js';
import { latestAttempts } from './runs.js';
import { endSteps, executeStep } from './step-executors.js';
import type { StepOutcome } from './steps/step.js';
import { wakeStep } from './wake.js';
import { countWorkflowRunFinished, countWorkflowStep } from '../../observability/counters.js';
import { inSpan } from '../../observability/spans.js';

/** How many runs one instance advances at once. */
export const RUN_CONCURRENCY = 8;

/** How long past the provider deadline a run's lease lasts: a step's dispatch ends within the deadline. */
const LEASE_MARGIN_MS = 30_000;

const leaseMsOf = (config: Config) => config.PROCTOR_PROVIDER_TIMEOUT_MS + LEASE_MARGIN_MS;

/** Extends the lease of a run being advanced, before each round of its steps, so that a long run is not taken up meanwhile. */
async function renewLease(db: PrismaClient, config: Config, runId: string): Promise<void> {
  await db.$executeRaw(Prisma.sql`UPDATE workflow_runs SET lease_until = now() + ${leaseMsOf(config)} * interval '1 millisecond' WHERE id = ${runId}`);
}

const FINISHED: ReadonlySet<WorkflowStepRun['status']> = new Set(['completed', 'failed', 'skipped', 'cancelled']);

/**
 * Claims up to `limit` runs due now (database time) whose lease is free: one conditional update,
 * FOR UPDATE SKIP LOCKED, so that two instances never advance one run at once, and a run whose
 * instance died is taken up once its lease has passed.
 */
export async function claimRuns(db: PrismaClient, config: Config, limit: number): Promise<WorkflowRun[]> {
  if (limit <= 0) return [];
  const leaseMs = leaseMsOf(config);
  const ids = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    UPDATE workflow_runs SET lease_until = now() + ${leaseMs} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM workflow_runs
      WHERE status = 'running' AND wake_at <= now() AND (lease_until IS NULL OR lease_until < now())
      ORDER BY wake_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return ids.length === 0 ? [] : db.workflowRun.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
}

/**
 * In how many milliseconds (database time) the next run falls due for claimRuns: the earliest
 * wake of a run free, or the later of wake and lease of a run held. Null when no run is running.
 */
export async function nextRunDueMs(db: PrismaClient): Promise<number | null> {
  const [row] = await db.$queryRaw<{ ms: number | null }[]>(Prisma.sql`
    SELECT (extract(epoch FROM LEAST(
      (SELECT min(wake_at) FROM workflow_runs WHERE status = 'running' AND lease_until IS NULL),
      (SELECT min(GREATEST(wake_at, lease_until)) FROM workflow_runs WHERE status = 'running' AND lease_until IS NOT NULL)
    ) - now()) * 1000)::float8 AS ms`);
  return row?.ms ?? null;
}

interface Graph {
  steps: WorkflowStep[];
  incoming: Map<string, WorkflowEdge[]>;
  children: Map<string, string[]>;
}

function graphOf(steps: WorkflowStep[], edges: WorkflowEdge[]): Graph {
  const incoming = new Map(steps.map((step) => [step.label, edges.filter((edge) => edge.to === step.label)]));
  const children = new Map(steps.map((step) => [step.label, edges.filter((edge) => edge.from === step.label).map((edge) => edge.to)]));
  return { steps, incoming, children };
}

/** Whether an edge lets its step run: its source completed and, from a condition, with the result it asks for. */
function followed(edge: WorkflowEdge, states: Map<string, WorkflowStepRun>): boolean | undefined {
  const source = states.get(edge.from)!;
  if (!FINISHED.has(source.status)) return undefined;
  if (source.status !== 'completed') return false;
  return edge.when === undefined || (source.output as { result?: boolean } | null)?.result === edge.when;
}

/**
 * Stores a step's outcome on its attempt, and adds its cost to the run's, in `tx`: the engine's
 * own transaction, or that of a step's internal write (a memory, an agent request), so that the
 * write and the outcome commit together and a step re-run after a crash never writes twice.
 */
export async function writeStepOutcome(
  tx: Prisma.TransactionClient,
  run: WorkflowRun,
  rowId: string,
  outcome: StepOutcome & { input?: unknown },
  seen?: WorkflowStepRun,
): Promise<WorkflowStepRun> {
  const finished = outcome.status !== 'waiting';
  let wakeAt = outcome.status === 'waiting' ? outcome.wakeAt : null;
  if (outcome.status === 'waiting' && seen) {
    // Woken (wake.ts) since the step was read, perhaps after its executor looked: it looks again
    // at once rather than sleep through the change. The row lock waits for a wake under way.
    await tx.$executeRaw(Prisma.sql`SELECT 1 FROM workflow_step_runs WHERE id = ${rowId} FOR UPDATE`);
    const current = await tx.workflowStepRun.findUniqueOrThrow({ where: { id: rowId }, select: { wakeAt: true } });
    if (current.wakeAt?.getTime() !== seen.wakeAt?.getTime()) wakeAt = new Date();
  }
  const output = outcome.status === 'failed' ? undefined : outcome.output;
  const updated = await tx.workflowStepRun.update({
    where: { id: rowId },
    data: {
      status: outcome.status,
      ...(outcome.input !== undefined ? { input: outcome.input as Prisma.InputJsonValue } : {}),
      ...(output !== undefined ? { output: (output ?? null) as Prisma.InputJsonValue } : {}),
      ...(outcome.status === 'completed' ? { costCents: outcome.costCents ?? 0n } : {}),
      ...(outcome.status === 'failed' ? { error: outcome.error } : {}),
      wakeAt,
      ...(outcome.serviceRequestId ? { serviceRequestId: outcome.serviceRequestId } : {}),
      ...(finished ? { finishedAt: new Date() } : {}),
    },
  });
  if (outcome.status === 'completed' && outcome.costCents) {
    await tx.workflowRun.update({ where: { id: run.id }, data: { costCents: { increment: outcome.costCents } } });
  }
  return updated;
}

/**
 * Ends the run: its status, its output (the outputs of the steps nothing follows), audited; in
 * the same transaction, the workflow.run request that started it is settled, the run that started
 * it as a sub-run is woken, and what its steps made and left open is closed (each step type's
 * `end`, steps/): approvals leave the queue; when it did not complete, agent requests are
 * dismissed and delegated tasks cancelled; when it is cancelled, sub-runs are asked to stop.
 */
async function finishRun(db: PrismaClient, run: WorkflowRun, graph: Graph, states: Map<string, WorkflowStepRun>, status: 'completed' | 'failed' | 'cancelled'): Promise<void> {
  const failed = graph.steps.map((step) => states.get(step.label)!).find((state) => state.status === 'failed');
  const output = Object.fromEntries(
    graph.steps.filter((step) => graph.children.get(step.label)!.length === 0 && states.get(step.label)!.status === 'completed').map((step) => [step.label, states.get(step.label)!.output]),
  );
  const finishedHere = await db.$transaction(async (tx) => {
    const ended = await tx.workflowRun.updateMany({
      where: { id: run.id, status: 'running' },
      data: {
        status,
        output: status === 'completed' ? (output as Prisma.InputJsonValue) : Prisma.DbNull,
        error: status === 'failed' && failed ? `Step ${failed.label} failed: ${failed.error ?? ''}` : null,
        finishedAt: new Date(),
        leaseUntil: null,
      },
    });
    if (ended.count === 0) return false;
    const finished = await tx.workflowRun.findUniqueOrThrow({ where: { id: run.id } });
    const { costCents } = finished;
    // What its steps made and left open is closed as their types say (an approval leaves the
    // queue, an agent request is dismissed, a delegated task and a sub-run are cancelled). First:
    // an approval is locked before any budget counter, in the order a person approving takes them.
    await endSteps(tx, finished, status);
    await settleRunRequest(tx, finished);
    if (finished.parentStepRunId) await wakeStep(tx, finished.parentStepRunId);
    await recordAudit(tx, run.orgId, SYSTEM_AUDIT, {
      action: `workflow.run_${status}`,
      target: { type: 'workflow_run', id: run.id },
      agentId: run.agentId,
      mode: run.mode,
      costCents,
      details: { workflow_id: run.workflowId, version_id: run.versionId, ...(failed && status === 'failed' ? { failed_step: failed.label } : {}) },
    });
    return true;
  });
  if (finishedHere) countWorkflowRunFinished(status);
}

/**
 * Puts a run to sleep until its waiting steps' first wake, as stored: a step woken meanwhile
 * (wake.ts: its approval decided while the run advanced) keeps the run awake. The run's row is
 * locked first, so a wake either committed before the steps are read or updates the run after.
 */
async function sleepRun(db: PrismaClient, runId: string, waitingIds: string[]): Promise<number> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw(Prisma.sql`SELECT id FROM workflow_runs WHERE id = ${runId} FOR UPDATE`);
    const { _min } = await tx.workflowStepRun.aggregate({ where: { id: { in: waitingIds }, status: 'waiting' }, _min: { wakeAt: true } });
    const slept = await tx.workflowRun.updateMany({ where: { id: runId, status: 'running', cancelRequestedAt: null }, data: { wakeAt: _min.wakeAt ?? new Date(), leaseUntil: null } });
    return slept.count;
  });
}

/**
 * Advances a claimed run as far as it can go now: steps whose inputs are ready run concurrently,
 * each outcome stored before the steps after it start; a step none of whose edges is followed is
 * skipped; a step left `running` by an instance that died runs again with the same attempt (its
 * dispatch replays). Then the run ends, or sleeps until its next waiting step's time, its lease released.
 */
export async function advanceRun(db: PrismaClient, config: Config, logger: Logger, embedder: Embedder, claimed: WorkflowRun): Promise<void> {
  const [version, rows] = await Promise.all([db.workflowVersion.findUniqueOrThrow({ where: { id: claimed.versionId } }), db.workflowStepRun.findMany({ where: { runId: claimed.id } })]);
  const graph = graphOf(version.steps as WorkflowStep[], version.edges as WorkflowEdge[]);
  const states = latestAttempts(rows);
  let run = claimed;

  for (let round = 0; ; round++) {
    // The claim has just taken the lease and read the run: later rounds renew and read again.
    if (round > 0) {
      await renewLease(db, config, run.id);
      run = await db.workflowRun.findUniqueOrThrow({ where: { id: run.id } });
    }
    if (run.cancelRequestedAt) {
      await db.workflowStepRun.updateMany({ where: { runId: run.id, status: { in: ['pending', 'waiting', 'running'] } }, data: { status: 'cancelled', finishedAt: new Date() } });
      for (const [label, row] of latestAttempts(await db.workflowStepRun.findMany({ where: { runId: run.id } }))) states.set(label, row);
      return finishRun(db, run, graph, states, 'cancelled');
    }
    const ready: WorkflowStepRun[] = [];
    for (const step of graph.steps) {
      const state = states.get(step.label)!;
      if (state.status === 'pending') {
        const verdicts = graph.incoming.get(step.label)!.map((edge) => followed(edge, states));
        if (verdicts.includes(undefined)) continue;
        if (verdicts.includes(false)) {
          states.set(step.label, await db.workflowStepRun.update({ where: { id: state.id }, data: { status: 'skipped', finishedAt: new Date() } }));
          continue;
        }
        ready.push(state);
      } else if (state.status === 'running' || (state.status === 'waiting' && state.wakeAt! <= new Date())) {
        ready.push(state);
      }
    }
    if (ready.length === 0) break;
    const outputs = new Map(graph.steps.filter((step) => states.get(step.label)!.status === 'completed').map((step) => [step.label, states.get(step.label)!.output]));
    const outcomes = await Promise.all(
      ready.map(async (row) => {
        const started = row.startedAt ?? new Date();
        if (!row.startedAt) await db.workflowStepRun.update({ where: { id: row.id }, data: { status: 'running', startedAt: started } });
        const step = graph.steps.find((candidate) => candidate.label === row.label)!;
        const outcome = await inSpan('workflow.step', { 'proctor.workflow_step': step.label, 'proctor.step_type': step.type, 'proctor.attempt': row.attempt }, () => executeStep({
          db,
          config,
          logger,
          embedder,
          run,
          step,
          row,
          scope: { input: run.input, outputs },
          startedAt: started,
          recordIn: (tx, recorded) => writeStepOutcome(tx, run, row.id, recorded),
        }));
        const stored =
          outcome.status === 'recorded'
            ? await db.workflowStepRun.findUniqueOrThrow({ where: { id: row.id } })
            : await db.$transaction((tx) => writeStepOutcome(tx, run, row.id, outcome, row));
        // By the status stored: a step that stored its own outcome (an approval asked for) answers `recorded`.
        countWorkflowStep(step.type, stored.status);
        return stored;
      }),
    );
    for (const row of outcomes) states.set(row.label, row);
    // Only waiting steps were ready: nothing more to do until one wakes.
    if (outcomes.every((row) => row.status === 'waiting')) break;
  }

  const all = graph.steps.map((step) => states.get(step.label)!);
  if (all.every((state) => FINISHED.has(state.status))) {
    return finishRun(db, run, graph, states, all.some((state) => state.status === 'failed') ? 'failed' : 'completed');
  }
  const slept = await sleepRun(db, run.id, all.filter((state) => state.status === 'waiting').map((state) => state.id));
  // Cancelled while this advance ran: awake at once, so that the cancel is not put off until the timer.
  if (slept === 0) await db.workflowRun.updateMany({ where: { id: run.id, status: 'running' }, data: { wakeAt: new Date(), leaseUntil: null } });
}

/**
 * The workflow engine of a running server: each tick claims as many due runs as it has free
 * slots and advances them without waiting, like the poller of running requests. A slot freed
 * claims again at once, so a backlog drains at the engine's pace rather than a tick's; then
 * `afterRun` (the background work runner, which sets its timer for the next run due, that run's
 * wake included) is told.
 */
export function createWorkflowEngine(db: PrismaClient, logger: Logger, config: Config, embedder: Embedder, concurrency = RUN_CONCURRENCY, afterRun?: () => void) {
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const tick = async (): Promise<number> => {
    if (stopped) return 0;
    const claimed = await claimRuns(db, config, concurrency - inFlight.size);
    for (const run of claimed) {
      const advancing = inSpan('workflow.run', { 'proctor.workflow_run_id': run.id, 'proctor.workflow_id': run.workflowId }, () => advanceRun(db, config, logger, embedder, run))
        .catch((error: unknown) => {
          logger.warn({ err: error, run_id: run.id }, 'workflow run could not advance; retrying after its lease');
        })
        .finally(() => {
          inFlight.delete(advancing);
          tick().catch((error: unknown) => logger.warn({ err: error }, 'workflow engine could not claim runs; the next tick tries again'));
          afterRun?.();
        });
      inFlight.add(advancing);
    }
    return claimed.length;
  };
  return {
    tick,
    /** Whether every slot is taken: a due run then waits for one to free, not for a timer. */
    full: () => inFlight.size >= concurrency,
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all(inFlight);
    },
  };
}
