import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import { startTestApp } from '../../support/app.js';
import { call, uniqueEmail } from '../../support/identity.js';
import { useSignupApp } from './fixtures.js';

const app = useSignupApp();

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
});
