import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/routers/auth/session.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { call, signup, uniqueEmail } from '../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PROCTOR_TRIAL_BALANCE_CENTS: '750' } });
});
afterAll(() => app.close());

describe('POST /api/v1/auth/signup', () => {
  it('creates the user, organization, default workspace, trial wallet, owner membership and primary agent', async () => {
    const email = uniqueEmail();
    const result = await call<SessionResponse>(app, 'POST', '/api/v1/auth/signup', {
      body: { email: email.toUpperCase(), password: 'correct horse battery', name: 'Ada', org_name: 'Analytical Engines' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      user: { email, name: 'Ada', id: expect.stringMatching(/^usr_/) },
      organization: { name: 'Analytical Engines', id: expect.stringMatching(/^org_/) },
      role: 'owner',
    });
    const orgId = result.body.organization.id;
    const workspaces = await app.db.prisma.workspace.findMany({ where: { orgId }, include: { wallet: true } });
    expect(workspaces).toHaveLength(1);
    expect(workspaces[0]).toMatchObject({ isDefault: true, wallet: { balanceCents: 750n } });
    const agents = await app.db.prisma.agent.findMany({ where: { orgId } });
    expect(agents).toEqual([expect.objectContaining({ isPrimary: true, name: 'Primary agent' })]);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that signs the user in', async () => {
    const result = await call(app, 'POST', '/api/v1/auth/signup', { body: { email: uniqueEmail(), password: 'long enough password' } });
    const cookie = result.headers.getSetCookie().find((value) => value.startsWith('proctor_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const session = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: cookie.split(';')[0]! } });
    expect(session.status).toBe(200);
    expect(session.body.role).toBe('owner');
  });

  it('marks the cookie Secure behind https', async () => {
    const secure = await startTestApp({ env: { PROCTOR_PUBLIC_URL: 'https://proctor.example.com' } });
    try {
      const result = await call(secure, 'POST', '/api/v1/auth/signup', { body: { email: uniqueEmail(), password: 'long enough password' } });
      expect(result.headers.getSetCookie().join()).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('stores the password only as a scrypt hash and never echoes it', async () => {
    const password = 'never-echo-this-password';
    const email = uniqueEmail();
    const result = await call(app, 'POST', '/api/v1/auth/signup', { body: { email, password } });
    expect(result.raw).not.toContain(password);
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user.passwordHash).not.toContain(password);
  });

  it('refuses an email that already has an account, whatever its case, with 409 conflict', async () => {
    const user = await signup(app);
    const again = await call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', {
      body: { email: user.email.toUpperCase(), password: 'another password' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough password' }, 'email'],
    [{ email: `${'a'.repeat(65)}@example.test`, password: 'long enough password' }, 'email'],
    [{ email: 'a@example.test', password: 'short' }, 'password'],
    [{ email: 'a@example.test' }, 'password'],
    [{ email: 'a@example.test', password: 'long enough password', role: 'owner' }, ''],
  ])('refuses %j with invalid_request naming %s', async (body, field) => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', { body });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });

  it('refuses a cross-site signup (CSRF) and creates nothing', async () => {
    const email = uniqueEmail();
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'long enough password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/Cross-site request from https:\/\/evil\.example refused/);
    expect(await app.db.prisma.user.count({ where: { email } })).toBe(0);
  });
});
