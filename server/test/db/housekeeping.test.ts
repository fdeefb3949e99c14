import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/domain/housekeeping.js';
import { useTestApp } from '../support/app.js';
import { call, signup, uniqueEmail } from '../support/identity.js';

const app = useTestApp();

describe('purgeExpired', () => {
  it('deletes expired sessions, day-old unlocked login streaks and ended rate-limit windows, and nothing else', async () => {
    const kept = await signup(app);
    const expired = await signup(app);
    await app.db.prisma.session.updateMany({ where: { userId: expired.session.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const [stale, recent, locked] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await app.db.prisma.loginThrottle.createMany({
      data: [
        { email: stale, failures: 2, updatedAt: dayAgo },
        { email: recent, failures: 2, updatedAt: new Date() },
        { email: locked, failures: 9, updatedAt: dayAgo, lockedUntil: new Date(Date.now() + 60_000) },
      ],
    });

    const [ended, running] = [`test:${uniqueEmail()}`, `test:${uniqueEmail()}`];
    await app.db.prisma.rateLimit.createMany({
      data: [
        { key: ended, points: 3, expire: BigInt(Date.now() - 1000) },
        { key: running, points: 3, expire: BigInt(Date.now() + 60_000) },
      ],
    });

    const purged = await purgeExpired(app.db.prisma);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.loginThrottles).toBeGreaterThanOrEqual(1);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await app.db.prisma.rateLimit.findMany({ where: { key: { in: [ended, running] } } })).map((row) => row.key)).toEqual([running]);
    expect(await app.db.prisma.session.count({ where: { userId: expired.session.user.id } })).toBe(0);
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: kept.cookie } })).status).toBe(200);
    const remaining = await app.db.prisma.loginThrottle.findMany({ where: { email: { in: [stale, recent, locked] } } });
    expect(remaining.map((row) => row.email).sort()).toEqual([locked, recent].sort());
  });

  it("deletes installs' OAuth states a day after they expired, keeping the recent ones (a late callback is told it expired)", async () => {
    const owner = await signup(app);
    const state = (id: string, expiresAt: Date) => ({
      id,
      stateHash: `hash-${id}`,
      orgId: owner.session.organization.id,
      userId: owner.session.user.id,
      provider: 'slack',
      codeVerifier: 'sealed',
      site: {},
      sandbox: true,
      redirectUri: 'http://127.0.0.1/api/v1/connected-apps/slack/callback',
      expiresAt,
    });
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: owner.session.organization.id } });
    const [old, recent] = [`oas_old_${uniqueEmail()}`, `oas_recent_${uniqueEmail()}`];
    await app.db.prisma.oAuthState.createMany({
      data: [
        { ...state(old, new Date(Date.now() - 25 * 60 * 60 * 1000)), workspaceId: workspace.id },
        { ...state(recent, new Date(Date.now() - 60 * 1000)), workspaceId: workspace.id },
      ],
    });
    expect((await purgeExpired(app.db.prisma)).oauthStates).toBeGreaterThanOrEqual(1);
    expect((await app.db.prisma.oAuthState.findMany({ where: { id: { in: [old, recent] } } })).map((row) => row.id)).toEqual([recent]);
  });

  it('is idempotent', async () => {
    await purgeExpired(app.db.prisma);
    expect(await purgeExpired(app.db.prisma)).toEqual({ sessions: 0, loginThrottles: 0, rateLimits: 0, oauthStates: 0 });
  });
});
