import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, uniqueEmail, type CallResult } from '../../support/identity.js';
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

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, 'https://evil.example'],
    ['Origin: null beside a same-origin Referer', { origin: 'null', referer: 'SELF/signup' }, 'null'],
  ])('refuses a cross-site signup (CSRF), from %s, and creates nothing', async (_, headers, named) => {
    const email = uniqueEmail();
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'long enough password' },
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('SELF', app.baseUrl)])),
    });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toBe(`Cross-site request from ${named} refused (CSRF protection)`);
    expect(await app.db.prisma.user.count({ where: { email } })).toBe(0);
  });
});

/** POST /api/v1/auth/signup of a fresh email, said to come from `address` through a proxy; and whether its user exists after. */
async function signupFrom(app: TestApp, address: string): Promise<CallResult<ErrorEnvelope> & { created: boolean }> {
  const email = uniqueEmail();
  const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', {
    body: { email, password: 'long enough password' },
    headers: { 'x-forwarded-for': address },
  });
  return { ...result, created: (await app.db.prisma.user.count({ where: { email } })) === 1 };
}

/** The app of one test, with these limits (3 per address, 5 server-wide, unless `env` says otherwise); closed after. */
async function withLimits(env: Record<string, string>, test: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp({ env: { PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '3', PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: '5', ...env } });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

function expectRefused(result: CallResult<ErrorEnvelope> & { created: boolean }, message: RegExp): void {
  expect(result.status).toBe(429);
  expect(result.body.error.code).toBe('rate_limited');
  expect(result.body.error.message).toMatch(message);
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(result.headers.getSetCookie()).toEqual([]);
  expect(result.created).toBe(false);
}

describe('POST /api/v1/auth/signup, per client address and server-wide', () => {
  it('refuses the (limit+1)-th signup from one address and creates nothing; another address is counted apart', () =>
    withLimits({}, async (app) => {
      for (let i = 0; i < 3; i++) expect((await signupFrom(app, '203.0.113.5')).status).toBe(201);
      expectRefused(await signupFrom(app, '203.0.113.5'), /^Sign-ups from this address are limited to 3 requests per 3600 s; retry in \d+ s$/);
      expect(await app.db.prisma.wallet.count()).toBe(3);

      const other = await signupFrom(app, '203.0.113.6');
      expect(other.status).toBe(201);
      expect(other.created).toBe(true);
    }));

  it('counts an IPv6 client by its /64, so that walking through the block buys no fresh counters', () =>
    withLimits({}, async (app) => {
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9']) expect((await signupFrom(app, address)).status).toBe(201);
      expectRefused(await signupFrom(app, '2001:db8:1:2::abcd'), /^Sign-ups from this address are limited to 3/);
      expect((await signupFrom(app, '2001:db8:1:3::1')).status).toBe(201);
    }));

  it('holds the server-wide ceiling across addresses, without spending it on refused addresses', () =>
    withLimits({ PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '2' }, async (app) => {
      const addresses = ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.2', '192.0.2.3'];
      expect((await Promise.all(addresses.map((address) => signupFrom(app, address)))).map((result) => result.status).sort()).toEqual([
        201, 201, 201, 201, 201, 429,
      ]);
      expectRefused(await signupFrom(app, '192.0.2.4'), /^Sign-ups on this server are limited to 5 requests per 3600 s; retry in \d+ s$/);
      expect(await app.db.prisma.user.count()).toBe(5);
    }));

  it('believes X-Forwarded-For only from the proxies PROCTOR_TRUST_PROXY names', async () => {
    for (const trustProxy of ['false', '10.0.0.0/8']) {
      await withLimits({ PROCTOR_TRUST_PROXY: trustProxy }, async (app) => {
        for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await signupFrom(app, address)).status).toBe(201);
        expectRefused(await signupFrom(app, '203.0.113.4'), /^Sign-ups from this address are limited to 3/);
      });
    }
  });
});
