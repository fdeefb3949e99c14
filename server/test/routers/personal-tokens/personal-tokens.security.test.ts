import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { usePersonalTokensApp, type Page } from './fixtures.js';

const { app, owner, mintWithId } = usePersonalTokensApp();

describe('POST /api/v1/personal-tokens', () => {
  it('needs a browser session: a token cannot mint tokens', async () => {
    const token = await mintToken(app, owner);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/personal-tokens', { as: { bearer: token }, body: { name: 'x' } });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/accepts a browser session, not a personal access token/);
  });

  it('needs the admin role', async () => {
    const member = await addMember(app, owner.session.organization.id, 'member');
    const result = await call(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: member.cookie }, body: { name: 'x' } });
    expect(result.status).toBe(403);
    const admin = await addMember(app, owner.session.organization.id, 'admin');
    expect((await call(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: admin.cookie }, body: { name: 'x' } })).status).toBe(201);
  });

  it('refuses cookie-authenticated changes without our Origin (CSRF)', async () => {
    for (const origin of [undefined, 'https://evil.example']) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/personal-tokens', {
        headers: { cookie: owner.cookie, ...(origin ? { origin } : {}), 'content-type': 'application/json' },
        body: { name: 'csrf' },
      });
      expect(result.status).toBe(403);
      expect(result.body.error.message).toMatch(/CSRF/);
    }
    const named = await call<Page>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(named.body.data.map((token) => token.name)).not.toContain('csrf');
  });

  it('refuses Origin: null (an opaque origin) even beside a same-origin Referer, which alone is accepted', async () => {
    const headers = { cookie: owner.cookie, referer: `${app.baseUrl}/agents` };
    const opaque = await call<ErrorEnvelope>(app, 'POST', '/api/v1/personal-tokens', { headers: { ...headers, origin: 'null' }, body: { name: 'opaque' } });
    expect(opaque.status).toBe(403);
    expect(opaque.body.error.message).toBe('Cross-site request from null refused (CSRF protection)');
    const named = await call<Page>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(named.body.data.map((token) => token.name)).not.toContain('opaque');
    expect((await call(app, 'POST', '/api/v1/personal-tokens', { headers, body: { name: 'referer' } })).status).toBe(201);
  });

  it('accepts an Origin listed in PROCTOR_ALLOWED_ORIGINS', async () => {
    const withConsole = await startTestApp({ env: { PROCTOR_ALLOWED_ORIGINS: 'https://console.example.com' } });
    try {
      const user = await signup(withConsole);
      const result = await call(withConsole, 'POST', '/api/v1/personal-tokens', {
        headers: { cookie: user.cookie, origin: 'https://console.example.com' },
        body: { name: 'console' },
      });
      expect(result.status).toBe(201);
    } finally {
      await withConsole.close();
    }
  });
});

describe('PATCH and DELETE /api/v1/personal-tokens/{id}', () => {
  it("answers 404 for another organization's token, and changes nothing", async () => {
    const { id, token } = await mintWithId(owner);
    const stranger = await signup(app);
    for (const [method, body] of [['PATCH', { enabled: false }], ['DELETE', undefined]] as const) {
      const result = await call<ErrorEnvelope>(app, method, `/api/v1/personal-tokens/${id}`, { as: { cookie: stranger.cookie }, body });
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
    expect((await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } })).status).toBe(200);
  });
});
