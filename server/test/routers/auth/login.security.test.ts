import { describe, expect, it } from 'vitest';
import { call, signup, uniqueEmail } from '../../support/identity.js';
import { useLoginApp } from './fixtures.js';

const { app, login } = useLoginApp();

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
