import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { grantPlatformAdmin, revokePlatformAdmin } from '../../../src/domain/billing/platform-admins.js';
import { call, makePlatformAdmin, mintToken, sessionCookieOf, signup } from '../../support/identity.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

describe('the platform admin routes of /v1/promo/codes', () => {
  it("refuse an organization's owner who is not a platform admin with 403, by session and token, changing nothing", async () => {
    const owner = await signup(app);
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    for (const as of [{ cookie: owner.cookie }, { bearer: await mintToken(app, owner) }]) {
      for (const [method, path, body] of [
        ['GET', '/api/v1/promo/codes', undefined],
        ['POST', '/api/v1/promo/codes', { code: uniqueCode(), amount_cents: 100, max_redemptions: 1 }],
        ['DELETE', `/api/v1/promo/codes?code=${code}`, undefined],
      ] as const) {
        const result = await call<ErrorEnvelope>(app, method, path, { as, body });
        expect(result.status, `${method} ${path}`).toBe(403);
        expect(result.body.error).toMatchObject({ code: 'forbidden' });
        expect(result.body.error.message).toMatch(/proctor admin grant <email>/);
      }
    }
    expect(await app.db.prisma.promoCode.count()).toBe(1);
    expect((await app.db.prisma.promoCode.findUniqueOrThrow({ where: { code } })).deletedAt).toBeNull();
  });

  it('take a platform admin by a personal token too', async () => {
    const token = await mintToken(app, admin);
    const result = await call(app, 'GET', '/api/v1/promo/codes', { as: { bearer: token } });
    expect(result.status).toBe(200);
  });

  it("make no platform admin of whoever signs up, or creates an account by accepting an invite they made: rights are granted by account, on the server's command line", async () => {
    const squatter = await signup(app, { email: 'ops@example.com' });
    const made = await call<{ token: string }>(app, 'POST', `/api/v1/orgs/${squatter.session.organization.id}/invites`, {
      as: { cookie: squatter.cookie },
      body: { email: 'billing@example.com', role: 'member' },
    });
    const accepted = await call(app, 'POST', `/api/v1/invites/${made.body.token}/accept`, { body: { password: 'attacker chosen password' } });
    expect(accepted.status).toBe(200);
    for (const cookie of [squatter.cookie, sessionCookieOf(accepted.headers)]) {
      const minted = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie }, body: { code: uniqueCode('FREE'), amount_cents: 100, max_redemptions: 1 } });
      expect(minted.status).toBe(403);
      expect((await call(app, 'GET', '/api/v1/promo/codes', { as: { cookie } })).status).toBe(403);
    }
    expect(await app.db.prisma.platformAdmin.count({ where: { user: { email: { in: ['ops@example.com', 'billing@example.com'] } } } })).toBe(0);
  });

  it('take the rights away at the next request once revoked; granting twice keeps the first grant', async () => {
    const operator = await makePlatformAdmin(app, await signup(app));
    const first = await app.db.prisma.platformAdmin.findFirstOrThrow({ where: { user: { email: operator.email } } });
    const again = await grantPlatformAdmin(app.db.prisma, operator.email);
    expect(again).toMatchObject({ granted: false, account: { email: operator.email, grantedAt: first.grantedAt } });
    expect((await call(app, 'GET', '/api/v1/promo/codes', { as: { cookie: operator.cookie } })).status).toBe(200);
    expect((await revokePlatformAdmin(app.db.prisma, operator.email)).revoked).toBe(true);
    expect((await call(app, 'GET', '/api/v1/promo/codes', { as: { cookie: operator.cookie } })).status).toBe(403);
  });
});
