import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { policyCacheOf } from '../../src/domain/dispatch/policy-cache.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { agentWithBindings, CSV, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';

/**
 * A refusal decided before the admission statement (by the gate, or by a limit the request alone
 * passes) is recorded by one statement, which checks a policy served from the cache first
 * (admit.ts, outcomes.ts recordDecided): the statements below are counted as the server sends them.
 */
const app = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements that read or write service requests while `act` runs: the policy's read (which looks for an earlier request), an admission statement, a refusal's record. */
async function statementsOf<T>(act: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  const result = await act();
  const statements = spy.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    return text?.includes('service_requests') ?? false;
  }).length;
  spy.mockRestore();
  return { result, statements };
}

const sms = (body: string) => ({ operation: 'sms.send', payload: { to: '+14155550123', body } });
const hits = (subject: TestApp) => policyCacheOf(subject.db.prisma).counts;

describe('a refusal decided before admission is recorded by one statement', () => {
  it('a daily limit of 0 refuses with what is used, in one statement once the policy is cached, and counts nothing', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 0 } });
    const first = await dispatchAs(app, fixture.liveKey, CSV);
    expect(first.body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded', cost_cents: 0 });
    const before = hits(app);
    const { result: again, statements } = await statementsOf(() => dispatchAs(app, fixture.liveKey, CSV));
    expect(statements).toBe(1);
    expect(hits(app)).toMatchObject({ hits: before.hits + 1, stale: before.stale });
    expect(again.body.refusal?.limit).toMatchObject({ level: 'binding_day', value: 0, amount: 1, used: 0 });
    expect(again.body.result?.detail).toMatch(/^The binding's daily limit of 0 requests is reached \(0 used; this request adds 1\); it resets at /);
    const read = await call(app, 'GET', `/api/v1/service-requests/${again.body.id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toMatchObject({ result: again.body.result, refusal: again.body.refusal });
    const { orgId } = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: fixture.agentId } });
    expect(await app.db.prisma.usageCounter.count({ where: { orgId } })).toBe(0);
  });

  it('reads what is used of the limit: reached when a limit was lowered below the spend, would be exceeded when the request alone passes what is left', async () => {
    const fixture = await agentWithBindings(app, { 'sms.send': { monthly_budget_cents: 2 } });
    expect((await dispatchAs(app, fixture.testKey, sms('Shipped.'))).body.status).toBe('executed');
    // 400 characters: three segments, 3 cents, more than the budget of 2 whatever is used.
    const { result: passes, statements } = await statementsOf(() => dispatchAs(app, fixture.testKey, sms('a'.repeat(400))));
    expect(statements).toBe(1);
    expect(passes.body).toMatchObject({ status: 'blocked', reason_code: 'monthly_budget_exceeded' });
    expect(passes.body.refusal?.limit).toMatchObject({ level: 'binding_month', value: 2, amount: 3, used: 1 });
    expect(passes.body.result?.detail).toMatch(/^The binding's monthly budget of 2 cents would be exceeded \(1 used; this request adds 3\); it resets at /);

    expect((await dispatchAs(app, fixture.testKey, sms('Shipped again.'))).body.status).toBe('executed');
    await lower(fixture, 'sms.send', { monthly_budget_cents: 0 });
    const reached = await dispatchAs(app, fixture.testKey, sms('Shipped once more.'));
    expect(reached.body.refusal?.limit).toMatchObject({ level: 'binding_month', value: 0, amount: 1, used: 2 });
    expect(reached.body.result?.detail).toMatch(/^The binding's monthly budget of 0 cents is reached \(2 used; this request adds 1\); it resets at /);
  });

  it("a refusal by the gate on a cached policy is one statement; on one the rows no longer give, it writes nothing and the request is decided afresh", async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const pause = (status: 'paused' | 'active') => call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status } });
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    expect((await pause('paused')).status).toBe(200);
    // The cached policy (active) meets the paused agent in the admission statement: read afresh, refused, and the paused policy kept.
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled' });
    const { result: refused, statements } = await statementsOf(() => dispatchAs(app, fixture.liveKey, CSV));
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled' });
    expect(statements).toBe(1);

    // Resumed behind the cache's back: the kept policy would refuse, its record finds the rows changed and writes nothing.
    await app.db.prisma.agent.update({ where: { id: fixture.agentId }, data: { status: 'active' } });
    const stale = hits(app).stale;
    const { result: admitted, statements: afresh } = await statementsOf(() => dispatchAs(app, fixture.liveKey, CSV));
    expect(admitted.body.status).toBe('executed');
    // The refusal's record (nothing written), the fresh read, the admission statement.
    expect(afresh).toBe(3);
    expect(hits(app).stale).toBe(stale + 1);
    const statuses = (await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, select: { status: true } })).map((row) => row.status);
    expect(statuses.sort()).toEqual(['executed', 'executed', 'failed', 'failed']);
  });
});

async function lower(fixture: DispatchFixture, operation: string, fields: Record<string, unknown>): Promise<void> {
  const bound = await call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation, ...fields } });
  if (bound.status !== 200) throw new Error(`binding: ${bound.raw}`);
}
