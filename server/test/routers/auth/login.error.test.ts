import { describe, expect, it } from 'vitest';
import { call, signup } from '../../support/identity.js';
import { useLoginApp } from './fixtures.js';

const { app, login } = useLoginApp();

describe('POST /api/v1/auth/login', () => {
  it('refuses an invalid body and a cross-site sign-in', async () => {
    expect((await call(app, 'POST', '/api/v1/auth/login', { body: { email: 'x' } })).status).toBe(400);
    const user = await signup(app);
    const crossSite = await login(user.email, user.password, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});
