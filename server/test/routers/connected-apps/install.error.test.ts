import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, useOwner } from '../../support/identity.js';

const app = useTestApp();
const owner = useOwner(app);

describe('POST /v1/connected-apps/{provider}/install refuses', () => {
  it('an unknown provider, naming the field', async () => {
    const answered = await call<{ error: { code: string; details: { path: string }[] } }>(app, 'POST', '/api/v1/connected-apps/teams/install', {
      as: { cookie: owner.cookie },
      body: {},
    });
    expect(answered.status).toBe(400);
    expect(answered.body.error.details[0]!.path).toBe('provider');
  });

  it('Zendesk without a subdomain, or with one that is not a subdomain', async () => {
    const without = await call<{ error: { details: { path: string }[] } }>(app, 'POST', '/api/v1/connected-apps/zendesk/install', { as: { cookie: owner.cookie }, body: {} });
    expect(without.status).toBe(400);
    expect(without.body.error.details[0]!.path).toBe('subdomain');
    const url = await call(app, 'POST', '/api/v1/connected-apps/zendesk/install', { as: { cookie: owner.cookie }, body: { subdomain: 'acme.zendesk.com' } });
    expect(url.status).toBe(400);
    expect(await app.db.prisma.oAuthState.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });
});

describe('a provider without its OAuth client and without the sandbox', () => {
  const bare = useTestApp({ env: { PROCTOR_SANDBOX_APPS: 'false', SLACK_CLIENT_ID: '1234.5678', SLACK_CLIENT_SECRET: 'secret' } });
  const user = useOwner(bare);

  it('answers 501 not_configured naming the settings, and is listed as not configured', async () => {
    const answered = await call<{ error: { code: string; message: string } }>(bare, 'POST', '/api/v1/connected-apps/hubspot/install', { as: { cookie: user.cookie }, body: {} });
    expect(answered.status).toBe(501);
    expect(answered.body.error).toMatchObject({ code: 'not_configured', message: expect.stringContaining('HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET') });
    const listed = await call<{ providers: { provider: string; availability: string }[] }>(bare, 'GET', '/api/v1/connected-apps', { as: { cookie: user.cookie } });
    expect(Object.fromEntries(listed.body.providers.map((provider) => [provider.provider, provider.availability]))).toMatchObject({
      slack: 'configured',
      hubspot: 'not_configured',
    });
    // The sandbox's pages do not exist here.
    expect((await fetch(`${bare.baseUrl}/sandbox/oauth/slack/authorize`)).status).toBe(404);
  });

  it("a configured provider's install goes to the provider itself, with PKCE", async () => {
    const answered = await call<{ authorize_url: string; sandbox: boolean }>(bare, 'POST', '/api/v1/connected-apps/slack/install', { as: { cookie: user.cookie }, body: {} });
    expect(answered.status).toBe(200);
    const url = new URL(answered.body.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    expect(url.searchParams.get('client_id')).toBe('1234.5678');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(answered.body.sandbox).toBe(false);
  });
});
