import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { POLICY_CACHE_ENTRIES, POLICY_TTL_MS, PolicyCache, policyCacheOf, policyKey, REPLAY_ANSWER_MAX_BYTES, REPLAY_MEMORY_BYTES } from '../../src/domain/dispatch/policy-cache.js';
import type { DispatchPolicy } from '../../src/domain/dispatch/policy.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { placeInTeam } from '../support/teams.js';

/**
 * Each instance keeps the policies it read (domain/dispatch/policy-cache.ts) and is told of no
 * change: the admission statement compares the policy it was decided on with the rows and refuses
 * a stale one, and a request a cached policy would refuse is decided again on a fresh read. These
 * tests change the rows through one instance and dispatch through the other, whose cache still
 * holds the policy from before.
 */
describe('the policy cache, unit', () => {
  const policy = { agentId: 'agt_1', digest: 'd', earlier: null } as unknown as DispatchPolicy;

  it('serves an entry for its time, counts hits, misses and stale entries, and keeps a bounded number', () => {
    let now = 0;
    const cache = new PolicyCache(() => now);
    const key = policyKey('agt_1', 'data.csv_parse', 'live', null);
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, policy);
    expect(cache.get(key)).toMatchObject({ agentId: 'agt_1', digest: 'd' });
    expect(cache.get(key)).not.toHaveProperty('earlier');
    now = POLICY_TTL_MS;
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, policy);
    cache.forget(key);
    expect(cache.get(key)).toBeUndefined();
    expect(cache.counts).toEqual({ hits: 2, misses: 3, stale: 1 });
    for (let index = 0; index <= POLICY_CACHE_ENTRIES; index += 1) cache.set(`k${index}`, policy);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${POLICY_CACHE_ENTRIES}`)).toBeDefined();
  });

  it('remembers the Idempotency-Keys it was sent, by agent and mode, a bounded number', () => {
    const cache = new PolicyCache();
    expect(cache.sentBefore('agt_1', 'live', 'k')).toBe(false);
    expect(cache.sentBefore('agt_1', 'live', 'k')).toBe(true);
    expect(cache.sentBefore('agt_1', 'test', 'k')).toBe(false);
    expect(cache.sentBefore('agt_2', 'live', 'k')).toBe(false);
    for (let index = 0; index < POLICY_CACHE_ENTRIES; index += 1) cache.sentBefore('agt_3', 'live', `k${index}`);
    expect(cache.sentBefore('agt_1', 'live', 'k')).toBe(false);
  });

  it("keeps a replayed key's request once it is final, and only then", () => {
    const cache = new PolicyCache();
    const request = (status: string, key: string) =>
      ({ agentId: 'agt_1', mode: 'live', idempotencyKey: key, status, payload: {}, result: null, approval: null }) as unknown as Parameters<PolicyCache['answered']>[0];
    for (const status of ['admitted', 'running', 'approval_required']) {
      cache.sentBefore('agt_1', 'live', status);
      cache.answered(request(status, status));
      expect(cache.answerOf('agt_1', 'live', status)).toBeUndefined();
    }
    for (const status of ['executed', 'failed', 'blocked']) {
      cache.sentBefore('agt_1', 'live', status);
      cache.answered(request(status, status));
      expect(cache.answerOf('agt_1', 'live', status)).toMatchObject({ status });
      expect(cache.answerOf('agt_1', 'test', status)).toBeUndefined();
      expect(cache.sentBefore('agt_1', 'live', status)).toBe(true);
    }
    for (let index = 0; index < POLICY_CACHE_ENTRIES; index += 1) cache.sentBefore('agt_3', 'live', `k${index}`);
    expect(cache.answerOf('agt_1', 'live', 'executed')).toBeUndefined();
  });

  it('keeps no answer past its size, and drops the oldest answers past the memory it may hold', () => {
    const cache = new PolicyCache();
    const sized = (key: string, bytes: number) =>
      ({ agentId: 'agt_1', mode: 'live', idempotencyKey: key, status: 'executed', payload: { csv: 'x'.repeat(bytes) }, result: null, approval: null }) as unknown as Parameters<PolicyCache['answered']>[0];
    cache.answered(sized('large', REPLAY_ANSWER_MAX_BYTES));
    expect(cache.answerOf('agt_1', 'live', 'large')).toBeUndefined();
    const each = REPLAY_ANSWER_MAX_BYTES - 100;
    const fit = Math.floor(REPLAY_MEMORY_BYTES / each);
    for (let index = 0; index <= fit; index += 1) cache.answered(sized(`k${index}`, each - 20));
    expect(cache.answerOf('agt_1', 'live', 'k0')).toBeUndefined();
    expect(cache.answerOf('agt_1', 'live', 'k1')).toBeDefined();
    expect(cache.answerOf('agt_1', 'live', `k${fit}`)).toBeDefined();
  });

  it('keys by agent, operation, mode and delegated task', () => {
    const keys = new Set([
      policyKey('agt_1', 'data.csv_parse', 'live', null),
      policyKey('agt_1', 'data.csv_parse', 'test', null),
      policyKey('agt_1', 'data.csv_parse', 'live', 'dtk_1'),
      policyKey('agt_1', 'email.send', 'live', null),
      policyKey('agt_2', 'data.csv_parse', 'live', null),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('the policy cache of two instances on one database', () => {
  async function twoInstances(): Promise<{ first: TestApp; second: TestApp; close: () => Promise<void> }> {
    const url = await createMigratedDatabase();
    const first = await startTestApp({ db: connectDatabase(url) });
    const second = await startTestApp({ db: connectDatabase(url) });
    return { first, second, close: () => Promise.all([first.close(), second.close()]).then(() => {}) };
  }
  const counts = (app: TestApp) => policyCacheOf(app.db.prisma).counts;
  const rebind = (app: TestApp, fixture: DispatchFixture, fields: Record<string, unknown>) =>
    call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: CSV.operation, ...fields } });

  it('serves a dispatch and its replay from the cache, and follows each change made on the other instance at once', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const fixture = await agentWithBindings(first, { [CSV.operation]: {} });
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('executed');
      const warm = counts(second);
      const key = randomUUID();
      const executed = await dispatchAs(second, fixture.liveKey, CSV, key);
      expect(executed.body.status).toBe('executed');
      // The replay is read with the policy (this instance was sent its key); sent to the other
      // instance, whose cache has this policy too, it is answered by the admission statement.
      const replay = await dispatchAs(second, fixture.liveKey, CSV, key);
      expect(replay.body).toEqual(executed.body);
      expect(counts(second)).toMatchObject({ hits: warm.hits + 1, stale: warm.stale });
      expect((await dispatchAs(first, fixture.liveKey, CSV)).body.status).toBe('executed');
      const elsewhere = counts(first);
      expect((await dispatchAs(first, fixture.liveKey, CSV, key)).body).toEqual(executed.body);
      expect(counts(first)).toMatchObject({ hits: elsewhere.hits + 1, stale: elsewhere.stale });

      // A limit set on the first instance: the second's cached policy has none, and is refused as stale.
      expect((await rebind(first, fixture, { daily_limit: 0 })).status).toBe(200);
      const limited = await dispatchAs(second, fixture.liveKey, CSV);
      expect(limited.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
      expect(counts(second).stale).toBe(warm.stale + 1);

      // An approval threshold lowered there: the request waits here.
      expect((await rebind(first, fixture, { daily_limit: null, approval_threshold_cents: 0 })).status).toBe(200);
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('approval_required');

      // The binding removed there: refused here, though the cached policy had it.
      expect((await rebind(first, fixture, { approval_threshold_cents: null })).status).toBe(200);
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('executed');
      expect((await call(first, 'DELETE', `/api/v1/agents/${fixture.agentId}/services/${CSV.operation}`, { as: { bearer: fixture.token } })).status).toBe(204);
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation' });

      // Bound again on the first instance: the second's cached refusal is not taken for the answer.
      expect((await rebind(first, fixture, {})).status).toBe(200);
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('executed');

      // The agent paused there: failed agent_disabled here, nothing held.
      const before = await balanceOf(second, fixture);
      expect((await call(first, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } })).status).toBe(200);
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled' });
      expect(await balanceOf(second, fixture)).toEqual(before);
    } finally {
      await close();
    }
  });

  it('never admits past a limit set after the policy was cached: of 20 dispatches at once against a new daily limit of 2, two execute', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const fixture = await agentWithBindings(first, { [CSV.operation]: {} });
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('executed');
      expect((await rebind(first, fixture, { daily_limit: 2 })).status).toBe(200);
      const results = await Promise.all(Array.from({ length: 20 }, () => dispatchAs(second, fixture.liveKey, CSV)));
      const statuses = results.map((result) => result.body.status);
      // The request before the limit was set is not counted by it (a limit counts from when it is set).
      expect(statuses.filter((status) => status === 'executed')).toHaveLength(2);
      expect(statuses.filter((status) => status === 'blocked')).toHaveLength(18);
    } finally {
      await close();
    }
  });

  it("follows a team's limits changed after the policy was cached", async () => {
    const { first, second, close } = await twoInstances();
    try {
      const fixture = await agentWithBindings(first, { [CSV.operation]: {} });
      const { teamId } = await placeInTeam(first, fixture, { poolCents: 1_000, allocationCents: 1_000 });
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body.status).toBe('executed');
      await first.db.prisma.team.update({ where: { id: teamId }, data: { dailyLimitCents: 0n } });
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'team_budget_exceeded' });
      await first.db.prisma.team.update({ where: { id: teamId }, data: { dailyLimitCents: null } });
      await first.db.prisma.teamMember.updateMany({ where: { teamId }, data: { allocationCents: 0n } });
      expect((await dispatchAs(second, fixture.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'worker_budget_exceeded' });
    } finally {
      await close();
    }
  });
});
