import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, sessionCookieOf, signup } from '../../support/identity.js';
import { useLoginApp } from './fixtures.js';

const { app, login } = useLoginApp();

describe('POST /api/v1/auth/login', () => {
  it('signs in with the right password, whatever the email case, and sets a fresh session cookie', async () => {
    const user = await signup(app);
    const result = await login(user.email.toUpperCase(), user.password);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ user: { email: user.email }, role: 'owner', organization: { id: user.session.organization.id } });
    const cookie = sessionCookieOf(result.headers);
    expect(cookie).not.toBe(user.cookie);
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie } })).status).toBe(200);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('ends the session at once and clears the cookie', async () => {
    const user = await signup(app);
    const result = await call(app, 'POST', '/api/v1/auth/logout', { as: { cookie: user.cookie } });
    expect(result.status).toBe(204);
    expect(result.headers.getSetCookie().join()).toMatch(/proctor_session=;/);
    const after = await call<ErrorEnvelope>(app, 'GET', '/api/v1/auth/session', { as: { cookie: user.cookie } });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });
});
