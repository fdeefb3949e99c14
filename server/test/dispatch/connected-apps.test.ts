import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { call } from '../support/identity.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { installSandboxApp } from '../routers/connected-apps/fixtures.js';

const app = useTestApp();

const CHAT = { operation: 'chat.send', payload: { channel: '#ops', text: 'Deploy finished' } };
const READ = { operation: 'email.read', payload: { folder: 'inbox', limit: 2 } };
const TICKET = { operation: 'ticket.create', payload: { title: 'Printer on fire' } };

describe("operations that act through the organization's own app", () => {
  it('live without the app: blocked with requires_connected_app naming the family and the install endpoint, nothing debited; the test key runs', async () => {
    const fixture = await agentWithBindings(app, { 'chat.send': {}, 'email.read': {}, 'ticket.create': {} });
    const before = await balanceOf(app, fixture);
    for (const [body, family, path] of [
      [CHAT, 'team chat', '/api/v1/connected-apps/slack/install'],
      [READ, 'email', '/api/v1/connected-apps/nylas/install'],
      [TICKET, 'ticketing', '/api/v1/connected-apps/zendesk/install or POST /api/v1/connected-apps/jira/install'],
    ] as const) {
      const live = await dispatchAs(app, fixture.liveKey, body);
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app', cost_cents: 0 });
      expect((live.body.result as { detail: string }).detail).toContain(`connected ${family} app`);
      expect((live.body.result as { detail: string }).detail).toContain(path);
      const test = await dispatchAs(app, fixture.testKey, body);
      expect(test.body.status).toBe('executed');
    }
    expect(await balanceOf(app, fixture)).toEqual(before);
    const me = await call<{ bindings: { operation: string; connected_app: { family: string; ready: boolean; detail: string | null } | null }[] }>(
      app,
      'GET',
      '/api/v1/agents/me',
      { as: { bearer: fixture.liveKey } },
    );
    expect(me.body.bindings.find((binding) => binding.operation === 'chat.send')!.connected_app).toMatchObject({ family: 'team_chat', ready: false });
    const testMe = await call<typeof me.body>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.testKey } });
    expect(testMe.body.bindings.find((binding) => binding.operation === 'chat.send')!.connected_app).toMatchObject({ ready: true, detail: null });
  });

  it("with the workspace's sandbox app: live runs through it, at the live price; another organization's app never serves it", async () => {
    const withApp = await agentWithBindings(app, { 'chat.send': {} });
    const without = await agentWithBindings(app, { 'chat.send': {} });
    await installSandboxApp(app, withApp.owner, 'slack');
    const before = await balanceOf(app, withApp);
    const ran = await dispatchAs(app, withApp.liveKey, CHAT);
    expect(ran.body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect(await balanceOf(app, withApp)).toMatchObject({ balance_cents: before.balance_cents - 1 });
    const other = await dispatchAs(app, without.liveKey, CHAT);
    expect(other.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app' });
    const me = await call<{ bindings: { connected_app: { ready: boolean; installed: { provider: string }[] } }[] }>(app, 'GET', '/api/v1/agents/me', {
      as: { bearer: withApp.liveKey },
    });
    expect(me.body.bindings[0]!.connected_app).toMatchObject({ ready: true, installed: [{ provider: 'slack', status: 'active' }] });
  });

  it('an app that needs reauthorizing blocks, naming the provider to install again; a removed one blocks again', async () => {
    const fixture = await agentWithBindings(app, { 'email.read': {} });
    const id = await installSandboxApp(app, fixture.owner, 'nylas');
    expect((await dispatchAs(app, fixture.liveKey, READ)).body.status).toBe('executed');
    await app.db.prisma.connectedApp.update({ where: { id }, data: { status: 'needs_reauth' } });
    const stale = await dispatchAs(app, fixture.liveKey, READ);
    expect(stale.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app' });
    expect((stale.body.result as { detail: string }).detail).toMatch(/Nylas app, which must be installed again.*nylas\/install/);
    await app.db.prisma.connectedApp.delete({ where: { id } });
    expect((await dispatchAs(app, fixture.liveKey, READ)).body.reason_code).toBe('requires_connected_app');
  });

  it('ticketing: the payload may name the app; one not installed blocks even when the other is', async () => {
    const fixture = await agentWithBindings(app, { 'ticket.create': {} });
    await installSandboxApp(app, fixture.owner, 'zendesk', { subdomain: 'acme' });
    expect((await dispatchAs(app, fixture.liveKey, TICKET)).body.status).toBe('executed');
    const jira = await dispatchAs(app, fixture.liveKey, { ...TICKET, payload: { ...TICKET.payload, app: 'jira', project: 'OPS' } });
    expect(jira.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app' });
    expect((jira.body.result as { detail: string }).detail).toContain('(Jira)');
  });
});

describe('the pipeline decides the policy before the payload', () => {
  it('a paused agent or a missing binding is answered as such, not as a 400 for a bad payload', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const unbound = await dispatchAs(app, fixture.testKey, { operation: 'web_search.search', payload: { nonsense: true } });
    expect(unbound.status).toBe(200);
    expect(unbound.body).toMatchObject({ status: 'blocked', reason_code: 'policy_violation' });
    const bad = await dispatchAs(app, fixture.testKey, { operation: 'data.csv_parse', payload: { nonsense: true } });
    expect(bad.status).toBe(400);
    const paused = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie }, body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    const refused = await dispatchAs(app, fixture.testKey, { operation: 'data.csv_parse', payload: { nonsense: true } });
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'agent_disabled' });
  });
});
