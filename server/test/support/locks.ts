import type { Prisma } from '../../src/generated/prisma/client.js';
import type { TestApp } from './app.js';

/**
 * Resolves once another session waits for a lock that the transaction `tx` holds: how a test
 * holds a row in a transaction of its own and knows that a concurrent request has reached that
 * row, to commit a change exactly between the request's read and its write.
 */
export async function waitUntilBlockedBy(app: TestApp, tx: Prisma.TransactionClient, timeoutMs = 10_000): Promise<void> {
  const [{ pid }] = (await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`) as [{ pid: number }];
  for (const started = Date.now(); ; ) {
    const [row] = await app.db.prisma.$queryRaw<{ waiting: bigint }[]>`
      SELECT count(*) AS waiting FROM pg_stat_activity WHERE ${pid}::int = ANY (pg_blocking_pids(pid))`;
    if (row!.waiting > 0n) return;
    if (Date.now() - started > timeoutMs) throw new Error('nothing waited for the transaction\'s locks');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Until `count` statements of this test's database wait on a lock (any lock, whoever holds it). */
export async function waitForLockWaits(app: TestApp, count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [row] = await app.db.prisma.$queryRaw<{ waiting: bigint }[]>`
      SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (Number(row!.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements ever waited on a lock`);
}
