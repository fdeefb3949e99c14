import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, signup } from '../../support/identity.js';
import { useSignupApp } from './fixtures.js';

const app = useSignupApp();

describe('POST /api/v1/auth/signup', () => {
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
});
