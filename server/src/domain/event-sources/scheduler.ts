import { Prisma, type EventFire, type EventSource } from '../../generated/prisma/client.js';
import { recordAudit } from '../audit/record.js';
import { newId } from '../ids.js';
import { dueTimes } from './cron.js';
import { dispatchFire, fireAudit, firingAgents, SKIP_REASONS, type FireDeps } from './fire.js';
import { firedPayload } from './sources.js';

/** How many due sources one claim takes, and how many fires an instance dispatches at once. */
const CLAIM_BATCH = 50;
const FIRE_CONCURRENCY = 16;

/** How long past the provider deadline a fire's lease lasts: its dispatch ends within the deadline. */
const LEASE_MARGIN_MS = 30_000;

/** What time it is for the scheduler: the database's, unless a test sets the clock. */
type Clock = () => Promise<Date>;

interface Scheduler {
  /** Turns due times into fires and dispatches the fires pending; how many of each. */
  tick(): Promise<{ fires: number; dispatched: number }>;
  /** In how many milliseconds (database time) a source falls due or a held fire's lease passes; null when nothing is scheduled. */
  nextDueMs(): Promise<number | null>;
}

/**
 * The scheduler of cron sources (scheduled tasks and cron triggers), a kind of the background
 * runner (worker/runner.ts), safe with several instances on one database (ARCHITECTURE.md §9):
 *
 * 1. A source whose next_run_at has come is claimed with FOR UPDATE SKIP LOCKED, and in that
 *    transaction its due times become fire rows (UNIQUE per source and time) and next_run_at moves
 *    past now: a time becomes a fire once, whichever instance claims it. Catch-up: of several
 *    times passed (the server was down), the latest is fired and the older ones are recorded
 *    skipped (`missed`), at most cron.ts MAX_MISSED_RECORDED of them.
 * 2. A pending fire is claimed with a lease in one conditional update, dispatched through the
 *    pipeline with a key derived from its source and time (fire.ts), and recorded. An instance that
 *    dies mid-dispatch leaves the fire pending; once its lease passes another dispatches it again
 *    under the same key, so it is admitted and charged once.
 */
export function createScheduler(deps: FireDeps, clock: Clock = () => databaseNow(deps)): Scheduler {
  const leaseMs = deps.config.PROCTOR_PROVIDER_TIMEOUT_MS + LEASE_MARGIN_MS;

  const claimDue = (now: Date): Promise<{ sources: number; fires: number }> =>
    deps.db.$transaction(async (tx) => {
      const ids = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
        SELECT id FROM event_sources
        WHERE status = 'active' AND deleted_at IS NULL AND next_run_at <= ${now}
        ORDER BY next_run_at LIMIT ${CLAIM_BATCH}
        FOR UPDATE SKIP LOCKED`);
      if (ids.length === 0) return { sources: 0, fires: 0 };
      const sources = await tx.eventSource.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
      const fires: Prisma.EventFireCreateManyInput[] = [];
      const nextRuns: { id: string; next: Date | null }[] = [];
      for (const source of sources) {
        const { fire, missed, more, next } = dueTimes({ cronExpr: source.cronExpr!, timezone: source.timezone! }, source.nextRunAt!, now);
        for (const time of missed) {
          fires.push({ id: newId('fir'), orgId: source.orgId, sourceId: source.id, scheduledFor: time, status: 'skipped', reason: 'missed', detail: SKIP_REASONS.missed });
        }
        if (fire) fires.push({ id: newId('fir'), orgId: source.orgId, sourceId: source.id, scheduledFor: fire, payload: firedPayload(source) as Prisma.InputJsonValue });
        nextRuns.push({ id: source.id, next });
        if (missed.length > 0) await recordMissed(tx, source, missed, more);
      }
      // Two statements for the whole batch, however many sources fell due together.
      const created = await tx.eventFire.createMany({ data: fires, skipDuplicates: true });
      await tx.$executeRaw(Prisma.sql`
        UPDATE event_sources AS s SET next_run_at = v.next
        FROM unnest(${nextRuns.map((run) => run.id)}::text[], ${nextRuns.map((run) => run.next)}::timestamptz[]) AS v(id, next)
        WHERE s.id = v.id`);
      return { sources: sources.length, fires: created.count };
    });

  const claimFires = async (now: Date, limit: number): Promise<(EventFire & { source: EventSource })[]> => {
    const ids = await deps.db.$queryRaw<{ id: string }[]>(Prisma.sql`
      UPDATE event_fires SET lease_until = ${now}::timestamptz + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM event_fires
        WHERE status = 'pending' AND (lease_until IS NULL OR lease_until < ${now})
        ORDER BY created_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    if (ids.length === 0) return [];
    return deps.db.eventFire.findMany({ where: { id: { in: ids.map((row) => row.id) } }, include: { source: true } });
  };

  /**
   * Dispatches the pending fires, FIRE_CONCURRENCY at a time, claiming more as each one ends. A
   * fire whose dispatch failed (the database away) is left pending: its lease passes, and a later
   * tick takes it up again.
   */
  const dispatchPending = async (now: Date): Promise<number> => {
    const inFlight = new Set<Promise<void>>();
    let dispatched = 0;
    for (;;) {
      const batch = inFlight.size < FIRE_CONCURRENCY ? await claimFires(now, FIRE_CONCURRENCY - inFlight.size) : [];
      if (batch.length === 0) {
        if (inFlight.size === 0) return dispatched;
        await Promise.race(inFlight);
        continue;
      }
      const agents = await firingAgents(deps.db, batch.map((fire) => fire.source));
      for (const { source, ...fire } of batch) {
        const done: Promise<void> = dispatchFire(deps, source, { ...fire, stored: true }, fireAudit(source), agents.get(source.agentId) ?? null)
          .then(() => void (dispatched += 1))
          .catch((error: unknown) => deps.logger.warn({ err: error, fire: fire.id }, 'a scheduled fire failed to dispatch; it is taken up again once its lease passes'))
          .finally(() => inFlight.delete(done));
        inFlight.add(done);
      }
    }
  };

  return {
    async tick() {
      const now = await clock();
      let fires = 0;
      for (let claimed = CLAIM_BATCH; claimed === CLAIM_BATCH; ) {
        const due = await claimDue(now);
        fires += due.fires;
        claimed = due.sources;
      }
      return { fires, dispatched: await dispatchPending(now) };
    },
    async nextDueMs() {
      const [row] = await deps.db.$queryRaw<{ ms: number | null }[]>(Prisma.sql`
        SELECT (extract(epoch FROM LEAST(
          (SELECT min(next_run_at) FROM event_sources WHERE status = 'active' AND deleted_at IS NULL),
          (SELECT min(COALESCE(lease_until, created_at)) FROM event_fires WHERE status = 'pending')
        ) - now()) * 1000)::float8 AS ms`);
      return row?.ms ?? null;
    },
  };
}

async function databaseNow(deps: FireDeps): Promise<Date> {
  const [row] = await deps.db.$queryRaw<{ now: Date }[]>(Prisma.sql`SELECT now() AS now`);
  return row!.now;
}

/** One audit entry for the times a source missed, in the claim's transaction: they were recorded skipped. */
async function recordMissed(tx: Prisma.TransactionClient, source: EventSource, missed: Date[], more: boolean): Promise<void> {
  await recordAudit(tx, source.orgId, fireAudit(source), {
    action: `${source.owner}.fires_missed`,
    target: { type: source.owner, id: source.id },
    agentId: source.agentId,
    outcome: 'skipped',
    reasonCode: 'missed',
    details: { recorded: missed.length, first: missed[0]!.toISOString(), last: missed.at(-1)!.toISOString(), older_not_recorded: more },
  });
}
