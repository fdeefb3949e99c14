import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { LeasedCounter, maxLease, type LeaseStatement } from '../../src/domain/rate-limit/leases.js';
import { createRateLimiter } from '../../src/domain/rate-limit/limiter.js';
import { loadConfig } from '../../src/config.js';
import { createMigratedDatabase } from '../support/database.js';

/**
 * The shared row as the lease statement keeps it (domain/rate-limit/limiter.ts), in memory, with
 * every lease answered only when the test lets it: what several requests waiting together do.
 */
function sharedRow(now: () => number) {
  const row = { points: 0, expireMs: 0 };
  const asked: number[] = [];
  const pending: (() => void)[] = [];
  const lease: LeaseStatement = (_key, points) => {
    asked.push(points);
    return new Promise((resolve) => {
      pending.push(() => {
        if (row.expireMs <= now()) Object.assign(row, { points, expireMs: now() + 60_000 });
        else row.points += points;
        resolve({ ...row });
      });
    });
  };
  const answerAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { row, asked, lease, answerAll };
}

describe('LeasedCounter', () => {
  it('leases one point for a request that comes alone, and counts exactly', async () => {
    let clock = 1_000;
    const shared = sharedRow(() => clock);
    const counter = new LeasedCounter(3, shared.lease, () => clock);
    const decisions = [];
    for (let i = 0; i < 4; i++) {
      const decided = counter.consume('k');
      await shared.answerAll();
      decisions.push(await decided);
    }
    expect(decisions.map(({ allowed, remaining }) => [allowed, remaining])).toEqual([[true, 2], [true, 1], [true, 0], [false, 0]]);
    expect(shared.asked).toEqual([1, 1, 1, 1]);
    // Once the row had nothing left, the window is refused from memory until it ends.
    expect((await counter.consume('k')).allowed).toBe(false);
    expect(shared.asked).toHaveLength(4);
    clock += 60_000;
    const next = counter.consume('k');
    await shared.answerAll();
    expect(await next).toEqual({ allowed: true, remaining: 2, resetMs: 60_000 });
  });

  it('leases for requests waiting together, at most maxLease, and hands the rest out from memory', async () => {
    const clock = 1_000;
    const shared = sharedRow(() => clock);
    const counter = new LeasedCounter(600, shared.lease, () => clock);
    const first = Array.from({ length: 10 }, () => counter.consume('k'));
    await shared.answerAll();
    const second = Array.from({ length: 10 }, () => counter.consume('k'));
    await shared.answerAll();
    const decisions = await Promise.all([...first, ...second]);
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    // The first came alone into an idle counter (1); the nine that queued behind it leased 18, which
    // served them and nine of the next ten; the tenth then came alone.
    expect(shared.asked).toEqual([1, 18, 1]);
    expect(decisions.map(({ remaining }) => remaining)).toEqual(Array.from({ length: 20 }, (_, i) => 599 - i));
    expect(maxLease(600)).toBe(30);
    expect(maxLease(10_000)).toBe(64);
    expect(maxLease(5)).toBe(1);
  });

  it('never admits past the limit when a lease asks for more than is left', async () => {
    const clock = 1_000;
    const shared = sharedRow(() => clock);
    shared.row.points = 95;
    shared.row.expireMs = clock + 60_000;
    const counter = new LeasedCounter(100, shared.lease, () => clock);
    const decisions = Array.from({ length: 12 }, () => counter.consume('k'));
    await shared.answerAll();
    const settled = await Promise.all(decisions);
    expect(settled.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(settled.slice(5).every((decision) => !decision.allowed && decision.remaining === 0)).toBe(true);
  });

  it('fails every waiting request with the store failure, and starts afresh after it', async () => {
    let fail = true;
    const counter = new LeasedCounter(10, (_key, points) => (fail ? Promise.reject(new Error('database gone')) : Promise.resolve({ points, expireMs: Date.now() + 60_000 })));
    const results = await Promise.allSettled([counter.consume('k'), counter.consume('k')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await counter.consume('k')).allowed).toBe(true);
  });
});

describe('leases on PostgreSQL under parallel load', () => {
  it('let exactly the limit through across two instances, 400 requests at once on one key', async () => {
    const databaseUrl = await createMigratedDatabase();
    const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, PROCTOR_RATE_LIMIT_REQUESTS: '150', PROCTOR_RATE_LIMIT_WINDOW_SECONDS: '60' });
    const first = createRateLimiter(databaseUrl, config);
    const second = createRateLimiter(databaseUrl, config);
    const db = connectDatabase(databaseUrl);
    try {
      const decisions = await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? first : second).consume('credential', 'agent:key_load')));
      expect(decisions.filter((decision) => decision!.allowed)).toHaveLength(150);
      const [row] = await db.prisma.rateLimit.findMany({ where: { key: 'credential:agent:key_load' } });
      // The row counts every point leased, what was asked past the limit included.
      expect(row!.points).toBeGreaterThanOrEqual(150);
    } finally {
      await Promise.all([first.close(), second.close(), db.close()]);
    }
  });
});
