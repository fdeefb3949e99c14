import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup, type TestUser } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';
import { connectApp } from '../../support/connected-apps.js';
import { installSandboxApp } from './fixtures.js';

const REVOKE_URL = 'https://acme.zendesk.com/api/v2/oauth/tokens/current.json';
const server = mockProviders();
const app = useTestApp({ env: { ZENDESK_CLIENT_ID: 'zd-client', ZENDESK_CLIENT_SECRET: 'zd-secret' } });

/** A Zendesk app installed with the configured client (as its callback would store it). */
const zendeskApp = (user: TestUser) =>
  connectApp(app, user.session.organization.id, { provider: 'zendesk', accessToken: 'zd-access', refreshToken: 'zd-refresh', expiresInMs: 3_600_000, details: { subdomain: 'acme' } });

interface Removed {
  deleted: true;
  remote_revocation: string;
  detail: string | null;
  app: { id: string; provider: string };
}

describe('DELETE /v1/connected-apps/{id}', () => {
  it('revokes the token at the provider with the token itself, then deletes the app here, audited', async () => {
    const owner = await signup(app);
    const id = await zendeskApp(owner);
    const seen: Request[] = [];
    server.use(
      http.delete(REVOKE_URL, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const removed = await call<Removed>(app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: owner.cookie } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ deleted: true, remote_revocation: 'revoked', detail: null, app: { id, provider: 'zendesk' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer zd-access');
    expect(await app.db.prisma.connectedApp.count({ where: { id } })).toBe(0);
    const audit = await app.db.prisma.auditEntry.findFirst({ where: { orgId: owner.session.organization.id, action: 'connected_app.removed' } });
    expect(audit).toMatchObject({ outcome: 'success', targetId: id });
  });

  it('a provider that is down: the app is deleted all the same, and the answer says the revocation failed', async () => {
    const owner = await signup(app);
    const id = await zendeskApp(owner);
    server.use(http.delete(REVOKE_URL, () => new HttpResponse('maintenance', { status: 503 })));
    const removed = await call<Removed>(app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: owner.cookie } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ deleted: true, remote_revocation: 'failed', detail: expect.stringContaining('503') });
    expect(await app.db.prisma.connectedApp.count({ where: { id } })).toBe(0);
    const audit = await app.db.prisma.auditEntry.findFirst({ where: { orgId: owner.session.organization.id, action: 'connected_app.removed' } });
    expect(audit).toMatchObject({ outcome: 'partial' });
  });

  it('a provider without a revocation endpoint (Jira) is deleted here and says so', async () => {
    const owner = await signup(app);
    const id = await installSandboxApp(app, owner, 'jira');
    const removed = await call<Removed>(app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: owner.cookie } });
    expect(removed.body).toMatchObject({ deleted: true, remote_revocation: 'not_supported' });
  });

  it('members see the list but neither remove nor install; another organization gets 404', async () => {
    const owner = await signup(app);
    const id = await installSandboxApp(app, owner, 'jira');
    const member = await addMember(app, owner.session.organization.id, 'member');
    expect((await call(app, 'GET', '/api/v1/connected-apps', { as: { cookie: member.cookie } })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: member.cookie } })).status).toBe(403);
    expect((await call(app, 'POST', '/api/v1/connected-apps/slack/install', { as: { cookie: member.cookie }, body: {} })).status).toBe(403);
    const stranger = await signup(app);
    expect((await call(app, 'DELETE', `/api/v1/connected-apps/${id}`, { as: { cookie: stranger.cookie } })).status).toBe(404);
    expect(await app.db.prisma.connectedApp.count({ where: { id } })).toBe(1);
  });
});
