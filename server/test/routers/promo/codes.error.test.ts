import { describe, expect, it } from 'vitest';
import type { PromoCodeResponse } from '../../../src/routers/promo/promo-code.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp } from '../../support/app.js';
import { call, makePlatformAdmin, signup } from '../../support/identity.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

describe('the platform admin routes of /v1/promo/codes refuse', () => {
  it('a code taken before, in any case, deleted or not: 409', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    const again = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code: code.toLowerCase(), amount_cents: 100, max_redemptions: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already exists/);
    await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } });
    expect((await call(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code, amount_cents: 100, max_redemptions: 1 } })).status).toBe(409);
  });

  it.each([
    ['a code with spaces', { code: 'TWO WORDS', amount_cents: 100 }, 'code'],
    ['a code too short', { code: 'AB', amount_cents: 100 }, 'code'],
    ['a zero amount', { code: 'ZERO-AMOUNT', amount_cents: 0 }, 'amount_cents'],
    ['a fractional amount', { code: 'FRACTION', amount_cents: 1.5 }, 'amount_cents'],
    ['a string amount', { code: 'STRINGY', amount_cents: '100' }, 'amount_cents'],
    ['zero redemptions', { code: 'NO-USES', amount_cents: 100, max_redemptions: 0 }, 'max_redemptions'],
    ['an expiry that is not a timestamp', { code: 'WHEN', amount_cents: 100, expires_at: 'tomorrow' }, 'expires_at'],
  ])('%s: 400 naming the field', async (_case, body, field) => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });

  it('deleting an unknown or already deleted code: 404', async () => {
    const code = uniqueCode();
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(404);
    await createCode(app, admin, { code, amount_cents: 100 });
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(204);
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(404);
  });

  it.each([
    ['one redemption over PROCTOR_PROMO_MAX_AMOUNT_CENTS', { amount_cents: 10_001, max_redemptions: 1 }, 'amount_cents',
      "amount_cents is over this server's bound of 10000 cents per redemption (PROCTOR_PROMO_MAX_AMOUNT_CENTS)"],
    ['amount × max_redemptions over PROCTOR_PROMO_MAX_CODE_CENTS', { amount_cents: 10_000, max_redemptions: 101 }, 'max_redemptions',
      "amount_cents × max_redemptions is 1010000 cents, over this server's bound of 1000000 cents per code (PROCTOR_PROMO_MAX_CODE_CENTS)"],
    ['no max_redemptions, so no total, while PROCTOR_PROMO_MAX_CODE_CENTS bounds it', { amount_cents: 1 }, 'max_redemptions',
      'max_redemptions is required: a code credits at most 1000000 cents in all, amount_cents × max_redemptions, on this server (PROCTOR_PROMO_MAX_CODE_CENTS)'],
    ["the report's $1,000,000 code", { amount_cents: 100_000_000 }, 'amount_cents', /PROCTOR_PROMO_MAX_AMOUNT_CENTS/],
  ])('a code with %s: 400 naming the bound, creating nothing', async (_case, body, field, message) => {
    const code = uniqueCode();
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { code, ...body } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.message).toMatch(message);
    expect(result.body.error.details?.map((detail) => detail.path)).toEqual([field]);
    expect(await app.db.prisma.promoCode.count({ where: { code } })).toBe(0);
  });

  it("takes the operator's bounds, and a code without max_redemptions once PROCTOR_PROMO_MAX_CODE_CENTS is 0", async () => {
    const bounded = await startTestApp({ env: { PROCTOR_PROMO_MAX_AMOUNT_CENTS: '500', PROCTOR_PROMO_MAX_CODE_CENTS: '0' } });
    try {
      const operator = await makePlatformAdmin(bounded, await signup(bounded));
      const create = (body: Record<string, unknown>) => call<PromoCodeResponse & ErrorEnvelope>(bounded, 'POST', '/api/v1/promo/codes', { as: { cookie: operator.cookie }, body: { code: uniqueCode(), ...body } });
      const unlimited = await create({ amount_cents: 500 });
      expect(unlimited.status).toBe(201);
      expect((await create({ amount_cents: 500, max_redemptions: 2_000_000 })).status).toBe(201);
      expect((await call(bounded, 'POST', '/api/v1/promo/redeem', { as: { cookie: operator.cookie }, body: { code: unlimited.body.code } })).status).toBe(200);
      expect((await create({ amount_cents: 501 })).body.error.message).toMatch(/bound of 500 cents per redemption/);
    } finally {
      await bounded.close();
    }
  });
});
