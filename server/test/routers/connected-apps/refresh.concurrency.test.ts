import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { refreshDue } from '../../../src/domain/connected-apps/refresh.js';
import { tokenBoxOf } from '../../../src/domain/connected-apps/token-box.js';
import { newId } from '../../../src/domain/ids.js';
import { createLogger } from '../../../src/logger.js';
import { useTestApp } from '../../support/app.js';
import { call, signup, type TestUser } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';
import { connectApp } from '../../support/connected-apps.js';

const TOKEN_URL = 'https://auth.atlassian.com/oauth/token';
const JIRA = { JIRA_CLIENT_ID: 'jira-client', JIRA_CLIENT_SECRET: 'jira-secret' };
const server = mockProviders();
const app = useTestApp({ env: { ...JIRA, PROCTOR_SANDBOX_APPS: 'false' } });
const logger = createLogger('silent');

/** A Jira app of `user`'s workspace, installed with the configured client, its token expiring in `expiresInMs`. */
const jiraApp = (user: TestUser, expiresInMs: number, refreshToken = 'refresh-1') =>
  connectApp(app, user.session.organization.id, {
    provider: 'jira',
    accessToken: 'access-1',
    refreshToken,
    expiresInMs,
    details: { cloud_id: 'cloud-1', site_url: 'https://acme.atlassian.net' },
  });

/** Atlassian's token endpoint answering each refresh with `answer`, counting the refreshes of each refresh token it sees. */
function tokenEndpoint(answer: (refreshToken: string) => Response | Promise<Response>): Map<string, number> {
  const seen = new Map<string, number>();
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      const body = (await request.json()) as { grant_type: string; refresh_token: string; client_id: string };
      expect(body).toMatchObject({ grant_type: 'refresh_token', client_id: 'jira-client' });
      seen.set(body.refresh_token, (seen.get(body.refresh_token) ?? 0) + 1);
      // Slow enough that both instances are at it together.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return answer(body.refresh_token);
    }),
  );
  return seen;
}

const rotated = (refreshToken: string) =>
  HttpResponse.json({ access_token: `access-after-${refreshToken}`, refresh_token: `${refreshToken}-next`, expires_in: 3600, scope: 'read:jira-work write:jira-work offline_access', token_type: 'Bearer' });

describe('the refresh job', () => {
  it('two instances at once refresh a token once: the rotating refresh token is used once, and the new one is kept', async () => {
    const owner = await signup(app);
    const id = await jiraApp(owner, 60_000, `refresh-${newId('x')}`);
    const before = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    const seen = tokenEndpoint(rotated);
    const [first, second] = await Promise.all([refreshDue(app.db.prisma, app.config, logger), refreshDue(app.db.prisma, app.config, logger)]);
    expect(first + second).toBe(1);
    const box = tokenBoxOf(app.config)!;
    const original = box.open(before.refreshToken!);
    expect(seen.get(original)).toBe(1);
    const after = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(box.open(after.accessToken)).toBe(`access-after-${original}`);
    expect(box.open(after.refreshToken!)).toBe(`${original}-next`);
    expect(after).toMatchObject({ status: 'active', lastError: null, refreshLeaseUntil: null });
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    // Nothing left due: another tick refreshes nothing.
    expect(await refreshDue(app.db.prisma, app.config, logger)).toBe(0);
  });

  it("a refresh the provider refuses marks the app needs_reauth and audits it; the dispatch then names the provider to install again", async () => {
    const owner = await signup(app);
    const id = await jiraApp(owner, 60_000);
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' }, { status: 403 }));
    await refreshDue(app.db.prisma, app.config, logger);
    const after = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(after.status).toBe('needs_reauth');
    expect(after.lastError).toContain('Unknown or invalid refresh token');
    const audit = await app.db.prisma.auditEntry.findFirst({ where: { orgId: owner.session.organization.id, action: 'connected_app.refresh_failed' } });
    expect(audit).toMatchObject({ outcome: 'failure', targetId: id, actorType: 'system' });
    const listed = await call<{ data: { status: string; last_error: string }[] }>(app, 'GET', '/api/v1/connected-apps', { as: { cookie: owner.cookie } });
    expect(listed.body.data[0]).toMatchObject({ status: 'needs_reauth' });
  });

  it('a provider that is down keeps the app and its tokens, audits the first failure of a streak only, and a later tick succeeds', async () => {
    const owner = await signup(app);
    const id = await jiraApp(owner, 60_000, `refresh-${newId('y')}`);
    tokenEndpoint(() => new HttpResponse('upstream down', { status: 503 }));
    await refreshDue(app.db.prisma, app.config, logger);
    await refreshDue(app.db.prisma, app.config, logger);
    const failing = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(failing.status).toBe('active');
    expect(failing.lastError).toContain('503');
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: owner.session.organization.id, action: 'connected_app.refresh_failed' } })).toBe(1);
    tokenEndpoint(rotated);
    expect(await refreshDue(app.db.prisma, app.config, logger)).toBe(1);
    expect(await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'active', lastError: null });
  });

  it('POST /connected-apps/{id}/refresh refreshes now; an app of another organization is 404', async () => {
    const owner = await signup(app);
    const id = await jiraApp(owner, 3_600_000, `refresh-${newId('z')}`);
    tokenEndpoint(rotated);
    const refreshed = await call<{ outcome: string; app: { refreshed_at: string | null } }>(app, 'POST', `/api/v1/connected-apps/${id}/refresh`, { as: { cookie: owner.cookie } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.outcome).toBe('refreshed');
    expect(refreshed.body.app.refreshed_at).not.toBeNull();
    const stranger = await signup(app);
    expect((await call(app, 'POST', `/api/v1/connected-apps/${id}/refresh`, { as: { cookie: stranger.cookie } })).status).toBe(404);
  });
});
