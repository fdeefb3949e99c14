import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, sqlQuery, type Database } from '../../src/db/client.js';
import { isDatabaseUnavailable } from '../../src/db/outage.js';
import { Prisma } from '../../src/generated/prisma/client.js';
import { createMigratedDatabase } from '../support/database.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

// The database timeouts (src/db/timeouts.ts) on one connection through a proxy that can
// black-hole it, as a network partition would.

const timeouts = { connectMs: 500, statementMs: 300, idleInTransactionMs: 5_000 };
/** A statement's deadline (its timeout and the driver's second of grace), and a margin. */
const DEADLINE_MS = timeouts.statementMs + 1_000 + 1_000;

let proxy: TcpProxy;
let db: Database;
beforeEach(async () => {
  const url = new URL(await createMigratedDatabase());
  proxy = await startTcpProxy(url.hostname, Number(url.port));
  db = connectDatabase(proxy.via(url.toString()), { timeouts, poolSize: 1 });
});
afterEach(async () => {
  proxy.forward();
  await db.close();
  await proxy.close();
});

const failure = async (work: Promise<unknown>) => {
  const started = Date.now();
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error, ms: Date.now() - started };
};
/** Whether the proxy's connections all close soon: their client gave up on them. */
const allClosed = async () => {
  for (const until = Date.now() + 1_000; proxy.open() > 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return proxy.open() === 0;
};
const backend = async () => (await sqlQuery<{ pid: number }>(db.prisma, Prisma.sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;

describe('database timeouts', () => {
  it('PostgreSQL cancels a statement past PROCTOR_DB_STATEMENT_TIMEOUT_MS, an outage for the caller', async () => {
    const { error, ms } = await failure(db.prisma.$queryRaw`SELECT pg_sleep(5)`);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(DEADLINE_MS);
    expect(await backend()).toBeGreaterThan(0);
  });

  it('a statement sent into a partition fails by its deadline, its connection closed, and the next one after it heals succeeds', async () => {
    await backend();
    proxy.blackHole();
    const { error, ms } = await failure(backend());
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(DEADLINE_MS);
    expect(await allClosed()).toBe(true);
    proxy.forward();
    expect(await backend()).toBeGreaterThan(0);
  });

  it('a transaction caught in a partition fails, and its connection is closed rather than lent out again behind the lost statement', async () => {
    const { error, ms } = await failure(
      db.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        proxy.blackHole();
        await tx.$queryRaw`SELECT 2`;
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2 * DEADLINE_MS); // the statement's deadline, then its ROLLBACK's
    expect(await allClosed()).toBe(true);
  });

  it('a connection that cannot be made fails by PROCTOR_DB_CONNECT_TIMEOUT_MS', async () => {
    proxy.blackHole();
    const { error, ms } = await failure(backend());
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(timeouts.connectMs + 1_000);
  });
});

describe('waiting for a free connection', () => {
  it('a transaction waits for one up to PROCTOR_DB_CONNECT_TIMEOUT_MS, as a statement does, not Prisma\'s own 2 s', async () => {
    // connectMs far above the wait, so that a loaded machine does not reach it.
    const pooled = connectDatabase(await createMigratedDatabase(), { timeouts: { connectMs: 15_000, statementMs: 10_000, idleInTransactionMs: 10_000 }, poolSize: 1 });
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // The pool's one connection, busy for 2.5 s: longer than Prisma's default wait of 2 s.
      const busy = pooled.prisma.$transaction(
        async (tx) => {
          holding();
          await tx.$executeRaw`SELECT pg_sleep(2.5)`;
        },
        { timeout: 20_000 },
      );
      await held;
      const waited = Date.now();
      const next = pooled.prisma.$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`).then((rows) => ({ rows, ms: Date.now() - waited }));
      const [, { rows, ms }] = await Promise.all([busy, next]);
      expect(rows).toEqual([{ one: 1 }]);
      expect(ms).toBeGreaterThan(2_000);
    } finally {
      await pooled.close();
    }
  });
});
