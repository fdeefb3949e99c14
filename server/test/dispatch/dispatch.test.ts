import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../src/routers/audit-logs/audit-entry.types.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance } from '../support/dispatch.js';
import { call } from '../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/service-requests: executed', () => {
  it('runs a live operation, debits its cost from the wallet and audits it', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: expect.stringMatching(/^sr_/),
      agent_id: fixture.agentId,
      status: 'executed',
      operation: 'data.csv_parse',
      mode: 'live',
      cost_cents: 1,
      result: { columns: ['name', 'qty'], row_count: 2 },
    });
    expect(result.body.reason_code).toBeUndefined();
    expect(await balanceOf(app, fixture)).toEqual({ balance_cents: 499, held_cents: 0, currency: 'usd' });
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?action=service_request.executed', { as: { bearer: fixture.token } });
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: { type: 'agent', id: fixture.agentId }, outcome: 'executed', cost_cents: 1, mode: 'live', target: { type: 'service_request', id: result.body.id } }),
    ]);
  });

  it('runs test mode in the sandbox at cost 0, without touching the balance, tagged test', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const result = await dispatchAs(app, fixture.testKey, { operation: 'web_search.search', payload: { query: 'governance' } });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    expect((result.body.result as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?mode=test', { as: { bearer: fixture.token } });
    expect(audit.body.data.map((entry) => entry.action)).toEqual(['service_request.executed']);
  });

  it('accepts the service and the bare operation separately', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.testKey, { service: 'data', operation: 'csv_parse', payload: CSV.payload });
    expect(result.body).toMatchObject({ status: 'executed', operation: 'data.csv_parse' });
  });
});

describe('POST /api/v1/service-requests: refused outcomes cost nothing', () => {
  it('blocks an operation without a binding (policy_violation), or with a disabled one', async () => {
    const fixture = await agentWithBindings(app, { 'chat.send': { enabled: false } });
    const unbound = await dispatchAs(app, fixture.liveKey, CSV);
    expect(unbound.body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation', cost_cents: 0 });
    expect((unbound.body.result as { detail: string }).detail).toMatch(/no binding for data\.csv_parse/);
    const disabled = await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'ops', text: 'hi' } });
    expect(disabled.body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation' });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('fails a paused or disabled agent with agent_disabled', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} }, { status: 'paused' });
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled', cost_cents: 0 });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
  });

  it('fails an invalid payload naming the field, alike in live and test mode', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    for (const key of [fixture.liveKey, fixture.testKey]) {
      const result = await dispatchAs(app, key, { operation: 'data.csv_parse', payload: { csv: 42 } });
      expect(result.body).toMatchObject({ status: 'failed', reason_code: 'invalid_payload', cost_cents: 0 });
      expect((result.body.result as { detail: string }).detail).toMatch(/^payload\.csv: /);
    }
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
  });

  it('fails a live operation whose provider is not configured, releasing its hold', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const result = await dispatchAs(app, fixture.liveKey, { operation: 'web_search.search', payload: { query: 'x' } });
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect((result.body.result as { detail: string }).detail).toBe(
      'web_search.search has no live provider configured: set BRAVE_SEARCH_API_KEY on the server',
    );
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('blocks at the daily request count, counting live and test apart', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 2 } });
    const live = [];
    for (let i = 0; i < 3; i += 1) live.push((await dispatchAs(app, fixture.liveKey, CSV)).body);
    expect(live.map((request) => request.status)).toEqual(['executed', 'executed', 'blocked']);
    expect(live[2]).toMatchObject({ reason_code: 'daily_limit_exceeded', cost_cents: 0 });
    const test = [];
    for (let i = 0; i < 3; i += 1) test.push((await dispatchAs(app, fixture.testKey, CSV)).body.status);
    expect(test).toEqual(['executed', 'executed', 'blocked']);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(498);
  });

  it('blocks the first request of a period when it alone is over a limit, counting nothing', async () => {
    const zero = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 0 } });
    await call(app, 'PATCH', `/api/v1/agents/${zero.agentId}/budget`, { as: { bearer: zero.token }, body: { monthly_budget_cents: 0 } });
    expect((await dispatchAs(app, zero.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'daily_limit_exceeded' });
    await call(app, 'POST', `/api/v1/agents/${zero.agentId}/services`, {
      as: { bearer: zero.token },
      body: { operation: 'data.csv_parse', daily_limit: null, monthly_budget_cents: 0 },
    });
    expect((await dispatchAs(app, zero.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'monthly_budget_exceeded' });
    await call(app, 'POST', `/api/v1/agents/${zero.agentId}/services`, {
      as: { bearer: zero.token },
      body: { operation: 'data.csv_parse', monthly_budget_cents: null },
    });
    expect((await dispatchAs(app, zero.liveKey, CSV)).body).toMatchObject({ status: 'blocked', reason_code: 'agent_budget_exceeded' });
    expect(await app.db.prisma.usageCounter.count({ where: { orgId: zero.owner.session.organization.id, value: { gt: 0 } } })).toBe(0);
    expect(await balanceOf(app, zero)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it("blocks at the binding's monthly cents, the agent's cap and the wallet, in that order", async () => {
    const monthly = await agentWithBindings(app, { 'data.csv_parse': { monthly_budget_cents: 2 } });
    const a = [];
    for (let i = 0; i < 3; i += 1) a.push((await dispatchAs(app, monthly.liveKey, CSV)).body);
    expect(a.map((request) => request.reason_code ?? request.status)).toEqual(['executed', 'executed', 'monthly_budget_exceeded']);

    const capped = await agentWithBindings(app, { 'data.csv_parse': { monthly_budget_cents: 10 } });
    await call(app, 'PATCH', `/api/v1/agents/${capped.agentId}/budget`, { as: { bearer: capped.token }, body: { monthly_budget_cents: 1 } });
    const b = [(await dispatchAs(app, capped.liveKey, CSV)).body, (await dispatchAs(app, capped.liveKey, CSV)).body];
    expect(b.map((request) => request.reason_code ?? request.status)).toEqual(['executed', 'agent_budget_exceeded']);

    const poor = await agentWithBindings(app, { 'data.csv_parse': {} });
    await setBalance(app, poor.owner.session.organization.id, 1);
    const c = [(await dispatchAs(app, poor.liveKey, CSV)).body, (await dispatchAs(app, poor.liveKey, CSV)).body];
    expect(c.map((request) => request.reason_code ?? request.status)).toEqual(['executed', 'insufficient_balance']);
    expect(await balanceOf(app, poor)).toMatchObject({ balance_cents: 0, held_cents: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('is required', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.liveKey, CSV, null);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/Idempotency-Key header is required/);
  });

  it('answers the same request again without a second execution or charge; another body is a conflict', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'key-1');
    const again = await dispatchAs(app, fixture.liveKey, { payload: CSV.payload, operation: CSV.operation }, 'key-1');
    expect(again.body).toEqual(first.body);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(499);
    const other = await dispatchAs(app, fixture.liveKey, { ...CSV, payload: { csv: 'a\n1\n' } }, 'key-1');
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'idempotency_conflict' });
    expect(other.body.error.message).toMatch(/different request/);
  });

  it('is scoped per agent', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const first = await dispatchAs(app, fixture.liveKey, CSV, 'shared');
    const otherAgent = await agentWithBindings(app, { 'data.csv_parse': {} });
    const second = await dispatchAs(app, otherAgent.liveKey, CSV, 'shared');
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.status).toBe('executed');
  });
});

describe('reading service requests', () => {
  it('lets the agent poll its own requests, people read the organization\'s, and nobody else', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const { body } = await dispatchAs(app, fixture.liveKey, CSV);
    const path = `/api/v1/service-requests/${body.id}`;
    expect((await call<ServiceRequestResponse>(app, 'GET', path, { as: { bearer: fixture.liveKey } })).body).toEqual(body);
    expect((await call(app, 'GET', path, { as: { bearer: fixture.token } })).status).toBe(200);
    expect((await call(app, 'GET', path, { as: { cookie: fixture.owner.cookie } })).status).toBe(200);
    const sibling = await call<{ api_key: string }>(app, 'POST', '/api/v1/agents', { as: { bearer: fixture.token }, body: { name: 'Sibling' } });
    expect((await call(app, 'GET', path, { as: { bearer: sibling.body.api_key } })).status).toBe(404);
    const stranger = await agentWithBindings(app, {});
    expect((await call(app, 'GET', path, { as: { bearer: stranger.token } })).status).toBe(404);
    expect((await call(app, 'GET', path)).status).toBe(401);
  });

  it('lists with filters and pages, for people only', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'c', text: 't' } });
    type Page = { data: ServiceRequestResponse[]; next_cursor: string | null };
    const list = (query: string) => call<Page>(app, 'GET', `/api/v1/service-requests${query}`, { as: { bearer: fixture.token } });
    expect((await list('')).body.data.map((request) => request.status)).toEqual(['executed', 'blocked', 'blocked']);
    expect((await list('?status=executed')).body.data).toHaveLength(1);
    expect((await list('?operation=chat.send')).body.data.map((request) => request.reason_code)).toEqual(['policy_violation']);
    expect((await list(`?agent_id=${fixture.agentId}&limit=2`)).body.next_cursor).toEqual(expect.any(String));
    expect((await call(app, 'GET', '/api/v1/service-requests', { as: { bearer: fixture.liveKey } })).status).toBe(403);
  });

  it('refuses people dispatching: only agent keys dispatch', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    expect((await dispatchAs(app, fixture.token, CSV)).status).toBe(403);
    expect((await call(app, 'POST', '/api/v1/service-requests', { body: CSV, headers: { 'idempotency-key': 'k' } })).status).toBe(401);
  });

  it('refuses an unknown operation or a malformed body with 400', async () => {
    const fixture = await agentWithBindings(app, {});
    expect((await dispatchAs(app, fixture.liveKey, { operation: 'rocket.launch', payload: {} })).status).toBe(400);
    expect((await dispatchAs(app, fixture.liveKey, { operation: 'data.csv_parse' })).status).toBe(400);
  });
});
