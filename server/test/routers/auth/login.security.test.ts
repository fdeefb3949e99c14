import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp } from '../../support/app.js';
import { call, signup, uniqueEmail, type CallResult } from '../../support/identity.js';
import { useLoginApp } from './fixtures.js';

const { app, login } = useLoginApp();

// The lockout reads the server's clock (domain/auth/accounts.ts). Stopped, no lock ends while a test
// is answered, however slow the machine: a burst may check exactly the five attempts before the
// lock, and the sixth attempt after five sequential ones is refused.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('POST /api/v1/auth/login', () => {
  it('fails alike for a wrong password and an unknown email', async () => {
    const user = await signup(app);
    const wrong = await login(user.email, 'not the password');
    const unknown = await login(uniqueEmail(), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('locks an email out after five failures in a row, telling when to retry, even if it has no account', async () => {
    for (const email of [(await signup(app)).email, uniqueEmail()]) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, 'wrong password')).status).toBe(401);
      const locked = await login(email, 'wrong password');
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('rate_limited');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('keeps refusing the right password while locked, and clears the streak on success afterwards', async () => {
    const user = await signup(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'wrong password');
    expect((await login(user.email, user.password)).status).toBe(429);
    await app.db.prisma.loginThrottle.update({ where: { email: user.email }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await app.db.prisma.loginThrottle.findUnique({ where: { email: user.email } })).toBeNull();
  });

  it('counts concurrent failures atomically', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(Array.from({ length: 4 }, () => login(email, 'wrong password')));
    expect(results.map((result) => result.status)).toEqual([401, 401, 401, 401]);
    const throttle = await app.db.prisma.loginThrottle.findUniqueOrThrow({ where: { email } });
    expect(throttle.failures).toBe(4);
  });
});

/** How many answers had each status. */
function statusCounts(results: CallResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('POST /api/v1/auth/login, guesses sent in parallel', () => {
  const burst = (email: string, guesses: number) => Promise.all(Array.from({ length: guesses }, () => login(email, 'wrong password')));

  it('checks five of 200 parallel wrong guesses and refuses the rest, then the right password until the lock ends', async () => {
    const user = await signup(app);
    const results = await burst(user.email, 200);
    expect(statusCounts(results)).toEqual({ 401: 5, 429: 195 });
    for (const refused of results.filter((result) => result.status === 429)) {
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    expect((await app.db.prisma.loginThrottle.findUniqueOrThrow({ where: { email: user.email } })).failures).toBe(5);

    const whileLocked = await login(user.email, user.password);
    expect(whileLocked.status).toBe(429);
    expect(whileLocked.headers.getSetCookie()).toEqual([]);

    vi.setSystemTime(Date.now() + 1000);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await app.db.prisma.loginThrottle.findUnique({ where: { email: user.email } })).toBeNull();
  });

  it('answers a burst on an email without an account exactly alike', async () => {
    const user = await signup(app);
    const [known, unknown] = [await burst(user.email, 50), await burst(uniqueEmail(), 50)];
    expect(statusCounts(unknown)).toEqual(statusCounts(known));
    const messages = (results: typeof known) => [...new Set(results.map((result) => result.body.error.message))].sort();
    expect(messages(unknown)).toEqual(messages(known));
  });
});

describe('POST /api/v1/auth/login, per client address', () => {
  it('refuses the (limit+1)-th sign-in from one address before checking it; another address is counted apart', async () => {
    const limited = await startTestApp({ env: { PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: '3' } });
    try {
      const user = await signup(limited);
      const from = (address: string, password = 'wrong password') =>
        call<ErrorEnvelope>(limited, 'POST', '/api/v1/auth/login', { body: { email: user.email, password }, headers: { 'x-forwarded-for': address } });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('198.51.100.7')).status).toBe(401);
      const refused = await from('198.51.100.7', user.password);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.message).toMatch(/^Sign-ins from this address are limited to 3 requests per 3600 s; retry in \d+ s$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refused before the lockout counted it: three attempts, not four.
      expect((await limited.db.prisma.loginThrottle.findUniqueOrThrow({ where: { email: user.email } })).failures).toBe(3);

      expect((await from('198.51.100.8', user.password)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('is idempotent without a session, and refuses a cross-site request', async () => {
    expect((await call(app, 'POST', '/api/v1/auth/logout')).status).toBe(204);
    const user = await signup(app);
    const crossSite = await call(app, 'POST', '/api/v1/auth/logout', {
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: user.cookie } })).status).toBe(200);
  });
});
