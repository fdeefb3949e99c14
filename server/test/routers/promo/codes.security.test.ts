import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, mintToken, signup } from '../../support/identity.js';
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
        ['POST', '/api/v1/promo/codes', { code: uniqueCode(), amount_cents: 100 }],
        ['DELETE', `/api/v1/promo/codes?code=${code}`, undefined],
      ] as const) {
        const result = await call<ErrorEnvelope>(app, method, path, { as, body });
        expect(result.status, `${method} ${path}`).toBe(403);
        expect(result.body.error).toMatchObject({ code: 'forbidden' });
        expect(result.body.error.message).toMatch(/PROCTOR_ADMIN_EMAILS/);
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
});
