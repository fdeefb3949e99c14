import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, signup } from '../../support/identity.js';
import { balanceOf } from '../billing/fixtures.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

async function redeem(code: string) {
  const owner = await signup(app);
  const as = { cookie: owner.cookie };
  const before = await balanceOf(app, as);
  const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/redeem', { as, body: { code } });
  expect(await balanceOf(app, as)).toBe(before);
  return result;
}

describe('POST /v1/promo/redeem refuses', () => {
  it('an unknown code: 404', async () => {
    const result = await redeem(uniqueCode('NOPE'));
    expect(result.status).toBe(404);
    expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Promo code not found' });
  });

  it('a deleted code: 404, as unknown', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    expect((await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } })).status).toBe(204);
    const result = await redeem(code);
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe('Promo code not found');
  });

  it('an expired code: 409 saying so', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    await app.db.prisma.promoCode.update({ where: { code }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await redeem(code);
    expect(result.status).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: `Promo code ${code} has expired` });
  });

  it('an exhausted code: 409 saying so, its count untouched', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100, max_redemptions: 1 });
    const first = await signup(app);
    expect((await call(app, 'POST', '/api/v1/promo/redeem', { as: { cookie: first.cookie }, body: { code } })).status).toBe(200);
    const result = await redeem(code);
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(`Promo code ${code} has been redeemed as many times as it allows`);
    expect((await app.db.prisma.promoCode.findUniqueOrThrow({ where: { code } })).redemptionCount).toBe(1);
  });

  it.each([
    ['an amount over PROCTOR_PROMO_MAX_AMOUNT_CENTS', { amountCents: 100_000_000n, maxRedemptions: 1 }],
    ['no max_redemptions while PROCTOR_PROMO_MAX_CODE_CENTS bounds a code', { amountCents: 100n, maxRedemptions: null }],
    ['amount × max_redemptions over PROCTOR_PROMO_MAX_CODE_CENTS', { amountCents: 10_000n, maxRedemptions: 101 }],
  ])('a code made before the bounds, with %s: 409, its count untouched', async (_case, over) => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    await app.db.prisma.promoCode.update({ where: { code }, data: over });
    const result = await redeem(code);
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(`Promo code ${code} is over this server's bounds on promo codes, which it was made before; it redeems no more`);
    expect((await app.db.prisma.promoCode.findUniqueOrThrow({ where: { code } })).redemptionCount).toBe(0);
  });

  it('a second redemption by the same organization: 409', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 100 });
    const owner = await signup(app);
    expect((await call(app, 'POST', '/api/v1/promo/redeem', { as: { cookie: owner.cookie }, body: { code } })).status).toBe(200);
    const again = await call<ErrorEnvelope>(app, 'POST', '/api/v1/promo/redeem', { as: { cookie: owner.cookie }, body: { code } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Promo code ${code} was already redeemed by this organization`);
  });

  it('a missing or empty code: 400', async () => {
    const owner = await signup(app);
    for (const body of [{}, { code: '' }, { code: 7 }]) {
      expect((await call(app, 'POST', '/api/v1/promo/redeem', { as: { cookie: owner.cookie }, body })).status).toBe(400);
    }
  });
});
