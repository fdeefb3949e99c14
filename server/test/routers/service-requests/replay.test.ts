import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

/** What a replay must leave as it found: the organization's requests, audit entries, approvals, usage counters and balance. */
async function footprint(fixture: DispatchFixture) {
  const { orgId } = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: fixture.agentId }, select: { orgId: true } });
  const where = { where: { orgId } };
  return {
    requests: await app.db.prisma.serviceRequest.findMany({ ...where, orderBy: { id: 'asc' } }),
    audit: await app.db.prisma.auditEntry.count(where),
    approvals: await app.db.prisma.approval.count(where),
    counters: await app.db.prisma.usageCounter.findMany({ ...where, orderBy: [{ scope: 'asc' }, { period: 'asc' }, { mode: 'asc' }] }),
    balance: await balanceOf(app, fixture),
  };
}

const pause = (fixture: DispatchFixture) =>
  call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } });

describe('POST /api/v1/service-requests: a replay of an Idempotency-Key', () => {
  it.each([
    ['executed', { 'data.csv_parse': {} }, {}],
    ['blocked', { 'data.csv_parse': { daily_limit: 0 } }, {}],
    ['failed', { 'data.csv_parse': {} }, { status: 'paused' }],
    ['approval_required', { 'data.csv_parse': { approval_threshold_cents: 0 } }, {}],
  ] as const)('answers a request %s byte for byte as it was answered, recording nothing', async (status, bindings, agent) => {
    const fixture = await agentWithBindings(app, bindings, agent);
    const first = await dispatchAs(app, fixture.liveKey, CSV, `replay-${status}`);
    expect(first.body.status).toBe(status);
    const before = await footprint(fixture);
    const again = await dispatchAs(app, fixture.liveKey, CSV, `replay-${status}`);
    expect(again.status).toBe(first.status);
    expect(again.raw).toBe(first.raw);
    expect(await footprint(fixture)).toEqual(before);
  });

  it('answers another body under the key with 409, recording nothing', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await dispatchAs(app, fixture.liveKey, CSV, 'taken');
    const before = await footprint(fixture);
    for (const body of [{ ...CSV, payload: { csv: 'a\n1\n' } }, { operation: 'web_search.search', payload: { query: 'governance' } }]) {
      const other = await dispatchAs(app, fixture.liveKey, body, 'taken');
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('idempotency_conflict');
    }
    expect(await footprint(fixture)).toEqual(before);
  });

  // The answer a replay has always had: the earlier request, whatever the agent's state since.
  it('answers the earlier request after the agent is paused or its binding disabled, holding nothing', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'before-pause');
    expect(first.body).toMatchObject({ status: 'executed', cost_cents: 1 });
    await call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: CSV.operation, enabled: false } });
    const disabled = await dispatchAs(app, fixture.liveKey, CSV, 'before-pause');
    expect(disabled.raw).toBe(first.raw);
    expect((await pause(fixture)).status).toBe(200);
    const before = await footprint(fixture);
    const paused = await dispatchAs(app, fixture.liveKey, CSV, 'before-pause');
    expect(paused.raw).toBe(first.raw);
    expect(await footprint(fixture)).toEqual(before);
    expect(before.balance).toEqual({ balance_cents: 499, held_cents: 0, currency: 'usd' });
  });

  // Every write of a dispatch (its insert, which claims the key) waits while the table is locked
  // against writes; a replay only reads, and answers meanwhile.
  it('answers while the requests are locked against writes: it runs no admission', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'locked');
    const answered = await app.db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE service_requests IN SHARE MODE`;
        const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000));
        return Promise.race([dispatchAs(app, fixture.liveKey, CSV, 'locked'), waited]);
      },
      { timeout: 10_000 },
    );
    expect(answered?.raw).toBe(first.raw);
  });

  // A final request is never written again, so the instance keeps the answer a replay of its key
  // was given and answers the next ones from memory (domain/dispatch/policy-cache.ts): they answer
  // even while the requests cannot be read.
  it("answers a final request's later replays without reading it again", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'from-memory');
    expect((await dispatchAs(app, fixture.liveKey, CSV, 'from-memory')).raw).toBe(first.raw);
    const whileLocked = (key: string) =>
      app.db.prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`LOCK TABLE service_requests IN ACCESS EXCLUSIVE MODE`;
          const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000));
          return Promise.race([dispatchAs(app, fixture.liveKey, CSV, key), waited]);
        },
        { timeout: 10_000 },
      );
    expect((await whileLocked('from-memory'))?.raw).toBe(first.raw);
    // Another body under the key is still the conflict, and a key replayed once only is read.
    await dispatchAs(app, fixture.liveKey, CSV, 'read-once');
    expect(await whileLocked('read-once')).toBeNull();
    const other = await dispatchAs(app, fixture.liveKey, { ...CSV, payload: { csv: 'a\n1\n' } }, 'from-memory');
    expect(other.status).toBe(409);
  });

  it('reads a request still waiting each time: once approved, its replay answers it executed', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'waits');
    expect(first.body.status).toBe('approval_required');
    expect((await dispatchAs(app, fixture.liveKey, CSV, 'waits')).raw).toBe(first.raw);
    const approved = await call(app, 'POST', `/api/v1/approvals/${first.body.approval_id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.status).toBe(200);
    const after = await dispatchAs(app, fixture.liveKey, CSV, 'waits');
    expect(after.body).toMatchObject({ id: first.body.id, status: 'executed', cost_cents: 1 });
    expect((await dispatchAs(app, fixture.liveKey, CSV, 'waits')).raw).toBe(after.raw);
  });

  it('is refused 401 to a rotated key, whose agent still holds the request', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'rotated');
    const rotated = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/key`, { as: { bearer: fixture.token } });
    expect(rotated.status).toBe(200);
    const before = await footprint(fixture);
    const refused = await dispatchAs(app, fixture.liveKey, CSV, 'rotated');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthorized');
    expect(await footprint(fixture)).toEqual(before);
    // The agent's new key is the same agent in the same mode: it replays the request.
    expect((await dispatchAs(app, rotated.body.api_key, CSV, 'rotated')).raw).toBe(first.raw);
  });

  it('answers 32 replays at once identically, recording nothing', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'at-once');
    const before = await footprint(fixture);
    const replays = await Promise.all(Array.from({ length: 32 }, () => dispatchAs(app, fixture.liveKey, CSV, 'at-once')));
    expect(new Set(replays.map((replay) => `${replay.status} ${replay.raw}`))).toEqual(new Set([`${first.status} ${first.raw}`]));
    expect(await footprint(fixture)).toEqual(before);
  });
});
