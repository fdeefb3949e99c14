import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call<SessionResponse & ErrorEnvelope>(app, 'POST', '/api/v1/auth/login', { body: { email, password }, headers });

describe('POST /api/v1/auth/login', () => {
  it('refuses an invalid body and a cross-site sign-in', async () => {
    expect((await call(app, 'POST', '/api/v1/auth/login', { body: { email: 'x' } })).status).toBe(400);
    const user = await signup(app);
    const crossSite = await login(user.email, user.password, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});
