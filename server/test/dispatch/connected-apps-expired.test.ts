import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SYSTEM_AUDIT } from '../../src/domain/audit/record.js';
import { refreshApp } from '../../src/domain/connected-apps/refresh.js';
import { tokenBoxOf } from '../../src/domain/connected-apps/token-box.js';
import { createLogger } from '../../src/logger.js';
import { connectApp } from '../support/connected-apps.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { mockProviders } from '../support/providers.js';
import { useTestApp } from '../support/app.js';

const server = mockProviders();
const app = useTestApp({ env: { ZENDESK_CLIENT_ID: 'zd-client', ZENDESK_CLIENT_SECRET: 'zd-secret' } });

const TOKEN_URL = 'https://acme.zendesk.com/oauth/tokens';
const TICKETS_URL = 'https://acme.zendesk.com/api/v2/tickets.json';
const TICKET = { operation: 'ticket.create', payload: { title: 'Printer on fire' } };
const created = () => HttpResponse.json({ ticket: { id: 7, status: 'new' } }, { status: 201 });

describe("a live request whose app's token has expired", () => {
  it('refreshes it first, once for many requests at once, and calls the provider with the new token', async () => {
    const fixture = await agentWithBindings(app, { 'ticket.create': {} });
    const id = await connectApp(app, fixture.owner.session.organization.id, {
      provider: 'zendesk',
      accessToken: 'zd-expired',
      refreshToken: 'zd-refresh-1',
      expiresInMs: -1_000,
      details: { subdomain: 'acme' },
    });
    const refreshes: unknown[] = [];
    const used: (string | null)[] = [];
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        refreshes.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json({ access_token: 'zd-fresh', refresh_token: 'zd-refresh-2', token_type: 'bearer', scope: 'read write', expires_in: 3600 });
      }),
      http.post(TICKETS_URL, ({ request }) => {
        used.push(request.headers.get('authorization'));
        return created();
      }),
    );
    const answers = await Promise.all(Array.from({ length: 4 }, () => dispatchAs(app, fixture.liveKey, TICKET)));
    expect(answers.map((answer) => answer.body.status)).toEqual(['executed', 'executed', 'executed', 'executed']);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'zd-refresh-1', client_id: 'zd-client' });
    expect(used).toEqual(['Bearer zd-fresh', 'Bearer zd-fresh', 'Bearer zd-fresh', 'Bearer zd-fresh']);
    const stored = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(tokenBoxOf(app.config)!.open(stored.refreshToken!)).toBe('zd-refresh-2');
  });

  it('a refused refresh fails the request naming the app to install again, debits nothing, and blocks the next one', async () => {
    const fixture = await agentWithBindings(app, { 'ticket.create': {} });
    await connectApp(app, fixture.owner.session.organization.id, {
      provider: 'zendesk',
      accessToken: 'zd-expired',
      refreshToken: 'zd-revoked',
      expiresInMs: -1_000,
      details: { subdomain: 'acme' },
    });
    const tickets: Request[] = [];
    server.use(
      http.post(TOKEN_URL, () => HttpResponse.json({ error: 'invalid_grant', error_description: 'The refresh token was revoked' }, { status: 400 })),
      http.post(TICKETS_URL, ({ request }) => {
        tickets.push(request);
        return created();
      }),
    );
    const first = await dispatchAs(app, fixture.liveKey, TICKET);
    expect(first.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect((first.body.result as { detail: string }).detail).toMatch(/Zendesk app, which must be installed again/);
    const next = await dispatchAs(app, fixture.liveKey, TICKET);
    expect(next.body).toMatchObject({ status: 'blocked', reason_code: 'requires_connected_app' });
    expect(tickets).toHaveLength(0);
  });

  it('a dispatch that saw the token expiring, and claims it only once another refresh has ended, does not refresh it again', async () => {
    const fixture = await agentWithBindings(app, { 'ticket.create': {} });
    const id = await connectApp(app, fixture.owner.session.organization.id, {
      provider: 'zendesk',
      accessToken: 'zd-expired',
      refreshToken: 'zd-refresh-1',
      expiresInMs: -1_000,
      details: { subdomain: 'acme' },
    });
    const refreshes: unknown[] = [];
    const used: (string | null)[] = [];
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ access_token: 'zd-fresh', refresh_token: 'zd-refresh-2', token_type: 'bearer', expires_in: 3600 });
      }),
      http.post(TICKETS_URL, ({ request }) => {
        used.push(request.headers.get('authorization'));
        return created();
      }),
    );
    // Two dispatches read the app while its token was expired; the first refreshes it, and the
    // second reaches its claim only after that refresh has ended and released the app (a busy
    // machine stretches the moment between the read and the claim past the whole refresh).
    const dueWithin = 60_000;
    const refresh = () => refreshApp(app.db.prisma, app.config, createLogger('silent'), id, SYSTEM_AUDIT, dueWithin);
    expect(await refresh()).toEqual({ status: 'refreshed' });
    expect(await refresh()).toEqual({ status: 'busy' });
    expect(refreshes).toHaveLength(1);
    expect((await dispatchAs(app, fixture.liveKey, TICKET)).body).toMatchObject({ status: 'executed' });
    expect(used).toEqual(['Bearer zd-fresh']);
    expect(refreshes).toHaveLength(1);
    // Asked by a person (POST /connected-apps/{id}/refresh, no dueWithin), it refreshes however fresh the token.
    expect(await refreshApp(app.db.prisma, app.config, createLogger('silent'), id, SYSTEM_AUDIT)).toEqual({ status: 'refreshed' });
    expect(refreshes).toHaveLength(2);
  });
});
