import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { AGENT_KEY_CACHE_ENTRIES, AGENT_KEY_LISTENER_NAME, AGENT_KEY_TTL_MS, AgentKeyCache } from '../../src/domain/auth/agent-key-cache.js';
import type { AgentCaller } from '../../src/domain/auth/caller.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { CSV, dispatchAs } from '../support/dispatch.js';
import { call, createAgent, mintToken, signup } from '../support/identity.js';
import { createWebhookTrigger, CSV_FIRE, fire, triggerOwner } from '../support/triggers.js';

const callerOf = (agentId: string, keyId = `key_${agentId}`): AgentCaller => ({ kind: 'agent', orgId: 'org_1', workspaceId: 'wsp_1', agentId, mode: 'live', keyId });

describe('AgentKeyCache', () => {
  it('serves nothing until its listener listens, then what was read while it listened', () => {
    const cache = new AgentKeyCache();
    cache.set('h1', callerOf('agt_1'), cache.generation);
    expect(cache.get('h1')).toBeUndefined();
    cache.listening();
    cache.set('h1', callerOf('agt_1'), cache.generation);
    expect(cache.get('h1')).toEqual(callerOf('agt_1'));
  });

  it('keeps nothing read across a notification, and drops every key of a notified agent only', () => {
    const cache = new AgentKeyCache();
    cache.listening();
    const before = cache.generation;
    cache.dropAgent('agt_other');
    cache.set('stale', callerOf('agt_1'), before);
    expect(cache.get('stale')).toBeUndefined();

    cache.set('live', callerOf('agt_1', 'key_live'), cache.generation);
    cache.set('test', callerOf('agt_1', 'key_test'), cache.generation);
    cache.set('other', callerOf('agt_2'), cache.generation);
    cache.dropAgent('agt_1');
    expect([cache.get('live'), cache.get('test'), cache.get('other')]).toEqual([undefined, undefined, callerOf('agt_2')]);
  });

  it('forgets one entry on this instance alone, and keeps nothing read across it', () => {
    const cache = new AgentKeyCache();
    cache.listening();
    cache.set('one', callerOf('agt_1', 'key_one'), cache.generation);
    cache.set('two', callerOf('agt_1', 'key_two'), cache.generation);
    const before = cache.generation;
    cache.forget('one');
    cache.set('stale', callerOf('agt_2'), before);
    expect([cache.get('one'), cache.get('two'), cache.get('stale')]).toEqual([undefined, callerOf('agt_1', 'key_two'), undefined]);
  });

  it('forgets everything when its listener loses its connection, and serves nothing until it listens again', () => {
    const cache = new AgentKeyCache();
    cache.listening();
    cache.set('h1', callerOf('agt_1'), cache.generation);
    cache.deaf();
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', callerOf('agt_1'), cache.generation);
    expect(cache.size).toBe(0);
    cache.listening();
    expect(cache.get('h1')).toBeUndefined();
  });

  it('serves an entry for at most its time to live, and holds at most its bound of entries, the oldest leaving first', () => {
    let now = 1_000;
    const cache = new AgentKeyCache(() => now);
    cache.listening();
    cache.set('h1', callerOf('agt_1'), cache.generation);
    now += AGENT_KEY_TTL_MS - 1;
    expect(cache.get('h1')).toBeDefined();
    now += 1;
    expect(cache.get('h1')).toBeUndefined();

    for (let i = 0; i <= AGENT_KEY_CACHE_ENTRIES; i++) cache.set(`k${i}`, callerOf(`agt_${i}`), cache.generation);
    expect(cache.size).toBe(AGENT_KEY_CACHE_ENTRIES);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${AGENT_KEY_CACHE_ENTRIES}`)).toBeDefined();
  });
});

/** Calls `attempt` until it gives `expected`, for at most 2 s (a notification arrives in milliseconds). */
async function eventually<T>(attempt: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 2_000) {
    if ((await attempt()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`still not ${String(expected)} after 2 s`);
}

/** Two instances of the app on one database, both caches' listeners connected. */
async function twoInstances(): Promise<{ first: TestApp; second: TestApp; close: () => Promise<void> }> {
  const url = await createMigratedDatabase();
  const first = await startTestApp({ db: connectDatabase(url) });
  const second = await startTestApp({ db: connectDatabase(url) });
  // Both listeners connected: until then a cache serves nothing, and a test would prove nothing.
  await eventually(async () => (await first.db.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = ${AGENT_KEY_LISTENER_NAME}`)[0]!.n, 2n);
  return { first, second, close: () => Promise.all([first.close(), second.close()]).then(() => {}) };
}

describe('agent keys cached by two instances on one database', () => {
  const me = (app: TestApp, key: string) => call(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } }).then((result) => result.status);

  it('a key rotated or an agent deleted on one instance is refused on the other within the notification, a new key served', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const owner = await signup(first);
      const token = await mintToken(first, owner);
      const rotated = await createAgent(first, { bearer: token });
      expect(await me(second, rotated.api_key)).toBe(200);
      const rotation = await call<{ api_key: string }>(first, 'PATCH', `/api/v1/agents/${rotated.agent.id}/key`, { as: { bearer: token }, body: { mode: 'live' } });
      expect(rotation.status).toBe(200);
      // The instance that rotated it refuses the old key at once.
      expect(await me(first, rotated.api_key)).toBe(401);
      expect(await eventually(() => me(second, rotated.api_key), 401)).toBeLessThan(2_000);
      expect(await me(second, rotation.body.api_key)).toBe(200);

      const deleted = await createAgent(first, { bearer: token }, { name: 'Deleted' });
      expect(await me(second, deleted.test_api_key)).toBe(200);
      expect((await call(first, 'DELETE', `/api/v1/agents/${deleted.agent.id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
      expect(await me(first, deleted.test_api_key)).toBe(401);
      await eventually(() => me(second, deleted.test_api_key), 401);
    } finally {
      await close();
    }
  });

  it('an agent paused on one instance has no dispatch admitted on the other from that moment (the policy is read, not cached)', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const owner = await signup(first);
      const token = await mintToken(first, owner);
      const agent = await createAgent(first, { bearer: token });
      await call(first, 'POST', `/api/v1/agents/${agent.agent.id}/services`, { as: { bearer: token }, body: { operation: CSV.operation } });
      expect((await dispatchAs(second, agent.test_api_key, CSV)).body.status).toBe('executed');
      const paused = await call(first, 'PATCH', `/api/v1/agents/${agent.agent.id}`, { as: { cookie: owner.cookie }, body: { status: 'paused' } });
      expect(paused.status).toBe(200);
      expect((await dispatchAs(second, agent.test_api_key, CSV)).body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled' });
    } finally {
      await close();
    }
  });

  it('keeps serving a key changed with the triggers off (the cache is real), and forgets it when its listener reconnects', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const owner = await signup(first);
      const agent = await createAgent(first, { bearer: await mintToken(first, owner) });
      expect(await me(second, agent.api_key)).toBe(200);
      // A change no notification reports, as one made while no listener was connected would be.
      await first.db.prisma.$transaction([
        first.db.prisma.$executeRawUnsafe('ALTER TABLE agent_keys DISABLE TRIGGER agent_keys_notify_change'),
        first.db.prisma.$executeRaw`UPDATE agent_keys SET key_hash = 'replaced' WHERE agent_id = ${agent.agent.id} AND mode = 'live'`,
        first.db.prisma.$executeRawUnsafe('ALTER TABLE agent_keys ENABLE TRIGGER agent_keys_notify_change'),
      ]);
      expect(await me(second, agent.api_key)).toBe(200);
      // Nothing told the listeners: ending their connections makes them connect again and forget everything.
      await first.db.prisma.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${AGENT_KEY_LISTENER_NAME}`;
      await eventually(() => me(second, agent.api_key), 401);
    } finally {
      await close();
    }
  });
});

describe('webhook triggers cached by two instances on one database', () => {
  const status = (result: Promise<{ status: number }>) => result.then((answer) => answer.status);

  it('a fire of a kept trigger reads nothing: a secret replaced without notice still signs on the instance that kept it, and a fire signed with the new one reads the trigger again', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const { owner, agentId } = await triggerOwner(first);
      const trigger = await createWebhookTrigger(first, owner.cookie, agentId);
      expect(await status(fire(second, trigger))).toBe(200);
      // A change no notification reports: the stored secret replaced by another's.
      const other = await createWebhookTrigger(first, owner.cookie, agentId, { name: 'Other' });
      await first.db.prisma.$transaction([
        first.db.prisma.$executeRawUnsafe('ALTER TABLE event_sources DISABLE TRIGGER event_sources_notify_change'),
        first.db.prisma.$executeRaw`UPDATE event_sources SET signing_secret = (SELECT signing_secret FROM event_sources WHERE id = ${other.id}) WHERE id = ${trigger.id}`,
        first.db.prisma.$executeRawUnsafe('ALTER TABLE event_sources ENABLE TRIGGER event_sources_notify_change'),
      ]);
      // The instance that kept it still takes the old secret (the cache is real); the other reads the row.
      expect(await status(fire(second, trigger))).toBe(200);
      expect(await status(fire(first, trigger))).toBe(401);
      // A fire signed with the secret now stored is not refused by what was kept: the trigger is read again.
      expect(await status(fire(second, { id: trigger.id, signing_secret: other.signing_secret }))).toBe(200);
      // Read again, the old secret no longer signs there either.
      expect(await status(fire(second, trigger))).toBe(401);
    } finally {
      await close();
    }
  });

  it('a trigger paused, resumed or deleted, or its agent paused, on one instance is answered so on the other within the notification', async () => {
    const { first, second, close } = await twoInstances();
    try {
      const { owner, agentId } = await triggerOwner(first);
      const trigger = await createWebhookTrigger(first, owner.cookie, agentId);
      const patch = (path: string, body: Record<string, unknown>) => call(first, 'PATCH', path, { as: { cookie: owner.cookie }, body });
      expect(await status(fire(second, trigger))).toBe(200);
      expect(await status(fire(first, trigger))).toBe(200);
      // A wrong signature on a kept trigger is refused and forgets nothing.
      expect(await status(fire(second, trigger, CSV_FIRE, { signature: `sha256=${'0'.repeat(64)}` }))).toBe(401);

      expect((await patch(`/api/v1/triggers/${trigger.id}`, { status: 'paused' })).status).toBe(200);
      // The instance that paused it answers so at once.
      expect(await status(fire(first, trigger))).toBe(409);
      expect(await eventually(() => status(fire(second, trigger)), 409)).toBeLessThan(2_000);
      expect((await patch(`/api/v1/triggers/${trigger.id}`, { status: 'active' })).status).toBe(200);
      expect(await status(fire(first, trigger))).toBe(200);
      await eventually(() => status(fire(second, trigger)), 200);

      expect((await patch(`/api/v1/agents/${agentId}`, { status: 'paused' })).status).toBe(200);
      const skipped = await fire<{ error: { details: { code: string }[] } }>(first, trigger);
      expect([skipped.status, skipped.body.error.details[0]!.code]).toEqual([409, 'agent_paused']);
      await eventually(() => status(fire(second, trigger)), 409);
      expect((await patch(`/api/v1/agents/${agentId}`, { status: 'active' })).status).toBe(200);
      await eventually(() => status(fire(second, trigger)), 200);

      expect((await call(first, 'DELETE', `/api/v1/triggers/${trigger.id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
      expect(await status(fire(first, trigger))).toBe(404);
      await eventually(() => status(fire(second, trigger)), 404);
    } finally {
      await close();
    }
  });
});
