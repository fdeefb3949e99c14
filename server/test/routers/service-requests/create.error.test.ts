import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

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

  it("refuses Idempotency-Keys in the server's own prefixes (workflow steps', event sources' fires, chat turns', speech's) with 400, recording nothing", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    for (const [key, use] of [['workflow:wfr_x:Step:1', "workflow runs' steps"], ['fire:sch_x:2026-01-01T00:00:00.000Z', "scheduled tasks' and triggers' fires"], ['chat:ctc_x', "chat turns' model and tool calls"], ['tts:3f1c', 'POST /api/v1/tts with the live synthesizer']] as const) {
      const refused = await dispatchAs(app, fixture.liveKey, CSV, key);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(`Idempotency-Keys starting "${key.split(':')[0]}:" are reserved for the dispatches of ${use}`);
    }
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('fails a paused or disabled agent with agent_disabled', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} }, { status: 'paused' });
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled', cost_cents: 0 });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(500);
  });

  it('refuses a payload failing its schema with 400 naming every bad field, alike in both modes, keeping nothing and no key', async () => {
    const fixture = await agentWithBindings(app, { 'email.send': {} });
    const bad = { operation: 'email.send', payload: { to: 'not-an-address', subject: '', body: 'hi', extra: true } };
    for (const key of [fixture.liveKey, fixture.testKey]) {
      const idempotencyKey = randomUUID();
      const refused = await dispatchAs(app, key, bad, idempotencyKey);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_request' });
      expect(refused.body.error.message).toMatch(/^Invalid payload for email\.send: payload\./);
      const details = (refused.body.error as unknown as { details: { path: string }[] }).details;
      expect(details.map((detail) => detail.path).sort()).toEqual(['payload', 'payload.subject', 'payload.to']);
      // The key was not taken: the corrected request is decided under it (live mode fails here: no mail provider is configured).
      const fixed = await dispatchAs(app, key, { operation: 'email.send', payload: { to: 'a@example.com', subject: 'Hi', body: 'hi' } }, idempotencyKey);
      expect(fixed.status).toBe(200);
      expect(fixed.body.status).toMatch(/^(executed|failed)$/);
    }
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId } });
    expect(requests.map((request) => (request.payload as { to: string }).to)).toEqual(['a@example.com', 'a@example.com']);
    const audited = await app.db.prisma.auditEntry.count({ where: { orgId: fixture.owner.session.organization.id, action: { startsWith: 'service_request' } } });
    expect(audited).toBe(2);
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

  it('fails email.send to fail@sandbox.proctor.dev in test mode as an adapter error, at no cost', async () => {
    const fixture = await agentWithBindings(app, { 'email.send': {} });
    const result = await dispatchAs(app, fixture.testKey, {
      operation: 'email.send',
      payload: { to: 'fail@sandbox.proctor.dev', subject: 'Weekly report', body: 'This delivery fails in test mode.' },
    });
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', mode: 'test', cost_cents: 0 });
    expect((result.body.result as { detail: string }).detail).toMatch(/^Sandbox failure trigger: to is fail@sandbox\.proctor\.dev/);
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

describe('POST /api/v1/service-requests: refused with an HTTP error', () => {
  it('requires an Idempotency-Key', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const result = await dispatchAs(app, fixture.liveKey, CSV, null);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/Idempotency-Key header is required/);
  });

  it('refuses an unknown operation or a malformed body with 400', async () => {
    const fixture = await agentWithBindings(app, {});
    expect((await dispatchAs(app, fixture.liveKey, { operation: 'rocket.launch', payload: {} })).status).toBe(400);
    expect((await dispatchAs(app, fixture.liveKey, { operation: 'data.csv_parse' })).status).toBe(400);
  });
});
