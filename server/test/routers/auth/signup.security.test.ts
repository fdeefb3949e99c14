import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, uniqueEmail } from '../../support/identity.js';
import { useSignupApp } from './fixtures.js';

const app = useSignupApp();

describe('POST /api/v1/auth/signup', () => {
  it('stores the password only as a scrypt hash and never echoes it', async () => {
    const password = 'never-echo-this-password';
    const email = uniqueEmail();
    const result = await call(app, 'POST', '/api/v1/auth/signup', { body: { email, password } });
    expect(result.raw).not.toContain(password);
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user.passwordHash).not.toContain(password);
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
