import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUNTERS, readCounters } from '../../src/domain/dispatch/budgets.js';
import { carveFromParent } from '../../src/domain/agents/spawn/carve.js';
import { useTestApp } from '../support/app.js';
import { CSV, dispatchAs, setBalance } from '../support/dispatch.js';
import { waitUntilBlockedBy } from '../support/locks.js';
import { agentRecord, parentAgent, spawn } from '../support/spawn.js';

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });

const tally = (statuses: (string | number)[]) => {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * Sends `count` requests at once, then again, at once, those answered 503 (a transaction that got
 * no pooled connection in time: the documented answer to retry, having changed nothing), until
 * each has a final answer. On a loaded 2-core machine, a hundred transactions queued on one
 * parent's rows outlast PROCTOR_DB_CONNECT_TIMEOUT_MS for some of them; the counts below, and the
 * rows, still show that none of those carved anything.
 */
async function allAnswered<Answer extends { status: number }>(count: number, send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let unanswered = Array.from({ length: count }, (_, index) => index);
  for (let round = 1; unanswered.length > 0; round += 1) {
    if (round > 10) throw new Error(`${unanswered.length} requests still answered 503 after 10 rounds`);
    const results = await Promise.all(unanswered.map(send));
    unanswered.forEach((index, position) => (answers[index] = results[position]!));
    unanswered = unanswered.filter((_, position) => results[position]!.status === 503);
  }
  return answers;
}

/** A dispatch of CSV, under one Idempotency-Key however often it is sent again. */
const csvDispatches = (key: string) => {
  const keys = new Map<number, string>();
  return (index: number) => {
    if (!keys.has(index)) keys.set(index, randomUUID());
    return dispatchAs(app, key, CSV, keys.get(index)!);
  };
};

describe('carving a spawned agent\'s cap, on real PostgreSQL under concurrent load', () => {
  it('100 concurrent spawns against a parent cap that affords 33: exactly 33 children, the cap down by exactly 33 carves', async () => {
    const parent = await parentAgent(app, 1000);
    const results = await allAnswered(100, (index) => spawn(app, parent.liveKey, { name: `Child ${index}`, services: ['data.csv_parse'], monthly_budget_cents: 30 }));
    expect(tally(results.map((result) => result.status))).toEqual({ 201: 33, 409: 67 });
    expect(results.filter((result) => result.status === 409).every((result) => result.body.error.code === 'insufficient_pool')).toBe(true);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(10);
    expect(await app.db.prisma.agent.count({ where: { parentAgentId: parent.agentId } })).toBe(33);
  });

  it("spawns racing the parent's own dispatches never leave its month's spend above its cap", async () => {
    const parent = await parentAgent(app, 40);
    await setBalance(app, parent.owner.session.organization.id, 10_000);
    const dispatches = allAnswered(40, csvDispatches(parent.liveKey));
    const spawns = allAnswered(4, (index) => spawn(app, parent.liveKey, { name: `Racer ${index}`, services: ['data.csv_parse'], monthly_budget_cents: 5 }));
    const outcomes = tally((await dispatches).map((result) => result.body.reason_code ?? result.body.status));
    const carves = (await spawns).filter((result) => result.status === 201).length;
    const cap = (await agentRecord(app, parent, parent.agentId)).monthly_budget_cents!;
    const [spent] = await readCounters(app.db.prisma, 'live', [COUNTERS.agentCents(parent.agentId, new Date())]);
    expect(cap).toBe(40 - 5 * carves);
    expect(Number(spent)).toBe(outcomes.executed ?? 0);
    expect(Number(spent)).toBeLessThanOrEqual(cap);
    expect((outcomes.executed ?? 0) + (outcomes.agent_budget_exceeded ?? 0)).toBe(40);
  });

  it('a dispatch that read the cap before a carve, and reaches the counters after it, meets the lowered cap', async () => {
    const parent = await parentAgent(app, 10);
    await setBalance(app, parent.owner.session.organization.id, 1000);
    const orgId = parent.owner.session.organization.id;
    const counter = COUNTERS.agentCents(parent.agentId, new Date());
    let dispatched: ReturnType<typeof dispatchAs> | undefined;
    await app.db.prisma.$transaction(
      async (tx) => {
        // Hold the parent's counter as a carve does, so that the dispatch reads its policy (the
        // cap of 10) and then waits at its counter, until this carve of all 10 has committed.
        await tx.$executeRaw`INSERT INTO usage_counters (org_id, scope, period, mode, value) VALUES (${orgId}, ${counter.scope}, ${counter.period}, 'live', 0)`;
        await tx.$queryRaw`SELECT 1 FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period} FOR UPDATE`;
        dispatched = dispatchAs(app, parent.liveKey, CSV);
        await waitUntilBlockedBy(app, tx);
        expect(await carveFromParent(tx, { id: parent.agentId, orgId }, 10n, 'live', [])).toBe(10n);
      },
      { timeout: 20_000 },
    );
    expect((await dispatched!).body).toMatchObject({ status: 'blocked', reason_code: 'agent_budget_exceeded' });
    const [spent] = await readCounters(app.db.prisma, 'live', [counter]);
    expect(spent).toBe(0n);
  });

  it("100 concurrent test-key spawns against a cap that affords 33: exactly 33 children, the test-mode cap down by exactly 33 carves, the live cap untouched", async () => {
    const parent = await parentAgent(app, 1000);
    const results = await allAnswered(100, (index) => spawn(app, parent.testKey, { name: `Test child ${index}`, services: ['data.csv_parse'], monthly_budget_cents: 30 }));
    expect(tally(results.map((result) => result.status))).toEqual({ 201: 33, 409: 67 });
    expect(results.filter((result) => result.status === 409).every((result) => result.body.error.code === 'insufficient_pool')).toBe(true);
    expect(await app.db.prisma.agent.findUniqueOrThrow({ where: { id: parent.agentId } })).toMatchObject({ monthlyBudgetCents: 1000n, testCarvedCents: 990n });
    expect(await app.db.prisma.agent.count({ where: { parentAgentId: parent.agentId, carveMode: 'test' } })).toBe(33);
  });

  it('test-key spawns racing the parent\'s test dispatches never leave its test-mode spend above its test-mode cap', async () => {
    const parent = await parentAgent(app, 40);
    await setBalance(app, parent.owner.session.organization.id, 10_000);
    const dispatches = allAnswered(40, csvDispatches(parent.testKey));
    const spawns = allAnswered(4, (index) => spawn(app, parent.testKey, { name: `Test racer ${index}`, services: ['data.csv_parse'], monthly_budget_cents: 5 }));
    const outcomes = tally((await dispatches).map((result) => result.body.reason_code ?? result.body.status));
    const carves = (await spawns).filter((result) => result.status === 201).length;
    const row = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: parent.agentId } });
    const [spent] = await readCounters(app.db.prisma, 'test', [COUNTERS.agentCents(parent.agentId, new Date())]);
    expect(row).toMatchObject({ monthlyBudgetCents: 40n, testCarvedCents: BigInt(5 * carves) });
    expect(Number(spent)).toBe(outcomes.executed ?? 0);
    expect(Number(spent)).toBeLessThanOrEqual(40 - 5 * carves);
    expect((outcomes.executed ?? 0) + (outcomes.agent_budget_exceeded ?? 0)).toBe(40);
  });

  it('a test dispatch that read the cap before a test carve, and reaches the counters after it, meets the lowered test-mode cap', async () => {
    const parent = await parentAgent(app, 10);
    const orgId = parent.owner.session.organization.id;
    const counter = COUNTERS.agentCents(parent.agentId, new Date());
    let dispatched: ReturnType<typeof dispatchAs> | undefined;
    await app.db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`INSERT INTO usage_counters (org_id, scope, period, mode, value) VALUES (${orgId}, ${counter.scope}, ${counter.period}, 'test', 0)`;
        await tx.$queryRaw`SELECT 1 FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period} FOR UPDATE`;
        dispatched = dispatchAs(app, parent.testKey, CSV);
        await waitUntilBlockedBy(app, tx);
        expect(await carveFromParent(tx, { id: parent.agentId, orgId }, 10n, 'test', [])).toBe(10n);
      },
      { timeout: 20_000 },
    );
    expect((await dispatched!).body).toMatchObject({ status: 'blocked', mode: 'test', reason_code: 'agent_budget_exceeded' });
    const [spent] = await readCounters(app.db.prisma, 'test', [counter]);
    expect(spent).toBe(0n);
    // The live cap is whole: a live dispatch executes.
    await setBalance(app, orgId, 1000);
    expect((await dispatchAs(app, parent.liveKey, CSV)).body).toMatchObject({ status: 'executed', mode: 'live' });
  });
});
