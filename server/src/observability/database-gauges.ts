import { Gauge, Registry } from 'prom-client';
import { Prisma } from '../generated/prisma/client.js';
import { poolUse, sqlQuery, type Database } from '../db/client.js';

/**
 * One statement shared by the gauges it feeds: prom-client collects a registry's metrics
 * concurrently, so the first gauge starts it and the others of the same scrape await it.
 */
function perScrape<Row>(read: () => Promise<Row>): () => Promise<Row> {
  let pending: Promise<Row> | undefined;
  return () =>
    (pending ??= read().finally(() => {
      pending = undefined;
    }));
}

const MODES = ['live', 'test'] as const;

/**
 * What lives in the shared database, read when Prometheus scrapes, each family with one cheap
 * statement on an index: every instance reports the same figure, correct however many instances
 * there are (a dashboard takes their max, never their sum). The connection pool is this
 * instance's own.
 */
export function databaseGauges(db: Database): Registry {
  const registry = new Registry();
  const { prisma } = db;

  // Admitted and running requests keep their hold until settled (settle.ts); the
  // (status, updated_at) index finds them.
  const holds = perScrape(() =>
    sqlQuery<{ mode: string; requests: number; cents: string }>(prisma, Prisma.sql`
      SELECT mode::text AS mode, count(*)::int AS requests, coalesce(sum(hold_cents), 0)::text AS cents
      FROM service_requests WHERE status IN ('admitted', 'running') GROUP BY mode`),
  );
  const byMode = async (gauge: Gauge<'mode'>, value: (row: { requests: number; cents: string }) => number) => {
    const rows = await holds();
    for (const mode of MODES) {
      const row = rows.find((candidate) => candidate.mode === mode);
      gauge.set({ mode }, row ? value(row) : 0);
    }
  };
  new Gauge({
    name: 'proctor_holds_outstanding',
    help: 'Requests admitted or running, each holding part of its wallet until settled, by mode',
    labelNames: ['mode'] as const,
    registers: [registry],
    async collect() {
      await byMode(this, (row) => row.requests);
    },
  });
  new Gauge({
    name: 'proctor_held_cents',
    help: 'Cents those requests hold, by mode',
    labelNames: ['mode'] as const,
    registers: [registry],
    async collect() {
      await byMode(this, (row) => Number(row.cents));
    },
  });

  // Entries are written pending and chained by the sealer within a second (audit/sealer.ts);
  // pending ones are found by the (seq, org_id) index, as the sealer finds them.
  const audit = perScrape(async () => {
    const [row] = await sqlQuery<{ pending: number; lag: number }>(prisma, Prisma.sql`
      SELECT count(*)::int AS pending, coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS lag
      FROM audit_entries WHERE seq IS NULL`);
    return row!;
  });
  new Gauge({
    name: 'proctor_audit_pending_entries',
    help: 'Audit entries written and not yet sealed into their hash chain',
    registers: [registry],
    async collect() {
      this.set((await audit()).pending);
    },
  });
  new Gauge({
    name: 'proctor_audit_seal_lag_seconds',
    help: 'Age of the oldest audit entry not yet sealed (0 when none is pending)',
    registers: [registry],
    async collect() {
      this.set((await audit()).lag);
    },
  });

  // As the engine sees them (workflows/engine.ts claimRuns): the (status, wake_at) index.
  new Gauge({
    name: 'proctor_workflow_runs_running',
    help: 'Workflow runs not ended, by state: advancing (an instance holds its lease), due (waiting for a free engine slot) or sleeping (until a step wakes)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = await sqlQuery<{ advancing: number; due: number; sleeping: number }>(prisma, Prisma.sql`
        SELECT count(*) FILTER (WHERE lease_until >= now())::int AS advancing,
               count(*) FILTER (WHERE wake_at <= now() AND (lease_until IS NULL OR lease_until < now()))::int AS due,
               count(*) FILTER (WHERE wake_at > now() AND (lease_until IS NULL OR lease_until < now()))::int AS sleeping
        FROM workflow_runs WHERE status = 'running'`);
      for (const state of ['advancing', 'due', 'sleeping'] as const) this.set({ state }, row![state]);
    },
  });

  new Gauge({
    name: 'proctor_db_pool_connections',
    help: "This instance's PostgreSQL connections, by state: in use, idle, or the most it opens (max); the waiting callers are proctor_db_pool_waiting",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse(prisma);
      if (!use) return;
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'proctor_db_pool_waiting',
    help: "Callers waiting for a free connection of this instance's pool",
    registers: [registry],
    collect() {
      this.set(poolUse(prisma)?.waiting ?? 0);
    },
  });
  return registry;
}
