import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, mintToken, signup } from '../../support/identity.js';
import type { ListConnectedAppsResponse } from '../../../src/routers/connected-apps/list.types.js';
import { approve, followCallback, installSandboxApp, startInstall } from './fixtures.js';

// No DATABASE_URL: the sandbox provider plays every provider without a client (config.ts), and the key is made in the data directory.
const app = useTestApp();

describe('installing a connected app through the sandbox provider', () => {
  it('runs the OAuth code flow with PKCE end to end over HTTP, and lists the app without its tokens', async () => {
    const owner = await signup(app);
    const started = await startInstall(app, owner, 'slack');
    expect(started.sandbox).toBe(true);
    const authorize = new URL(started.authorize_url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${app.baseUrl}/sandbox/oauth/slack/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/v1/connected-apps/slack/callback`);
    expect(Date.parse(started.state_expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);

    const page = await fetch(started.authorize_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('chat:write');
    expect(html).toContain('<form method="post">');

    const callback = await approve(started.authorize_url);
    expect(callback.pathname).toBe('/api/v1/connected-apps/slack/callback');
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    const landed = await followCallback(callback, owner.cookie);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${app.baseUrl}/connected-apps`);
    expect(landed.searchParams.get('installed')).toBe('slack');

    const listed = await call<ListConnectedAppsResponse>(app, 'GET', '/api/v1/connected-apps', { as: { cookie: owner.cookie } });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        provider: 'slack',
        family: 'team_chat',
        status: 'active',
        sandbox: true,
        installed_by: owner.session.user.id,
        installed_by_email: owner.email,
        account_label: expect.any(String),
        scopes: expect.arrayContaining(['chat:write']),
      }),
    ]);
    expect(listed.raw).not.toMatch(/xoxb-|access_token|refresh_token/);
    expect(listed.body.providers.find((provider) => provider.provider === 'slack')).toMatchObject({ availability: 'sandbox', installed: true });
    // A Nylas app is listed under email and serves calendar too; every other serves its own family.
    expect(Object.fromEntries(listed.body.providers.map((provider) => [provider.provider, [provider.family, provider.serves]]))).toEqual({
      slack: ['team_chat', ['team_chat']],
      nylas: ['email', ['email', 'calendar']],
      hubspot: ['crm', ['crm']],
      salesforce: ['crm', ['crm']],
      zendesk: ['ticketing', ['ticketing']],
      jira: ['ticketing', ['ticketing']],
      stripe: ['payments', ['payments']],
    });
    expect(listed.body.providers.find((provider) => provider.provider === 'jira')).toMatchObject({ availability: 'sandbox', installed: false });

    // At rest the token is sealed (AES-256-GCM), never the plaintext the provider issued.
    const stored = await app.db.prisma.connectedApp.findFirstOrThrow({ where: { orgId: owner.session.organization.id } });
    expect(stored.accessToken).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(stored.accessToken).not.toContain('xoxb-');

    const audit = await app.db.prisma.auditEntry.findFirst({ where: { orgId: owner.session.organization.id, action: 'connected_app.installed' } });
    expect(audit).toMatchObject({ actorType: 'user', actorId: owner.session.user.id, targetId: stored.id });
    expect(JSON.stringify(audit!.details)).not.toContain('xoxb-');
  });

  it('installs from a personal token too, and a reinstall replaces the app in place (a reconnect keeps its id)', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const byToken = await call<{ authorize_url: string }>(app, 'POST', '/api/v1/connected-apps/jira/install', { as: { bearer: token }, body: {} });
    expect(byToken.status).toBe(200);
    expect(await followCallback(await approve(byToken.body.authorize_url), owner.cookie)).toHaveProperty('search', '?installed=jira');
    const first = await app.db.prisma.connectedApp.findFirstOrThrow({ where: { orgId: owner.session.organization.id, provider: 'jira' } });
    const again = await installSandboxApp(app, owner, 'jira');
    expect(again).toBe(first.id);
    expect(await app.db.prisma.connectedApp.count({ where: { orgId: owner.session.organization.id } })).toBe(1);
  });

  it('installs Zendesk on the subdomain given', async () => {
    const owner = await signup(app);
    await installSandboxApp(app, owner, 'zendesk', { subdomain: 'acme' });
    const installed = await app.db.prisma.connectedApp.findFirstOrThrow({ where: { orgId: owner.session.organization.id } });
    expect(installed).toMatchObject({ provider: 'zendesk', family: 'ticketing', status: 'active' });
  });

  it('lists only the workspace the caller acts in', async () => {
    const owner = await signup(app);
    await installSandboxApp(app, owner, 'nylas');
    const other = await signup(app);
    const listed = await call<ListConnectedAppsResponse>(app, 'GET', '/api/v1/connected-apps', { as: { cookie: other.cookie } });
    expect(listed.body.data).toEqual([]);
  });

  it("serves each provider's endpoints over HTTP in its own wire format: Slack's token endpoint refuses an unknown client with ok: false", async () => {
    const answered = await fetch(`${app.baseUrl}/sandbox/oauth/slack/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'someone-else', client_secret: 'x', code: 'x', redirect_uri: 'x' }),
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ ok: false, error: 'invalid_client_id' });
    const unknown = await fetch(`${app.baseUrl}/sandbox/oauth/teams/token`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
