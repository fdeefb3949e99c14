import { describe, expect, it } from 'vitest';
import { addMember, call, signup } from '../../support/identity.js';
import { balanceOf } from '../billing/fixtures.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

describe('POST /v1/promo/redeem', () => {
  it("credits the caller's active workspace, whatever case the code is typed in, and audits it", async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code: code.toLowerCase(), amount_cents: 2500 });
    const member = await addMember(app, (await signup(app)).session.organization.id, 'member');
    const as = { cookie: member.cookie };
    const before = await balanceOf(app, as);
    const result = await call(app, 'POST', '/api/v1/promo/redeem', { as, body: { code: code.toLowerCase() } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ code: code.toUpperCase(), amount_cents: 2500, balance_cents: before + 2500 });
    expect(await balanceOf(app, as)).toBe(before + 2500);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId: member.session.organization.id, action: 'promo.redeemed' } });
    expect(entry).toMatchObject({ actorId: member.session.user.id });
    expect(entry.details).toMatchObject({ code: code.toUpperCase(), amount_cents: 2500 });
    const promo = await app.db.prisma.promoCode.findUniqueOrThrow({ where: { code: code.toUpperCase() } });
    expect(promo.redemptionCount).toBe(1);
  });

  it('credits each organization once: 10 parallel redemptions by one organization credit one, and another organization still may', async () => {
    const code = uniqueCode();
    await createCode(app, admin, { code, amount_cents: 300, max_redemptions: 5 });
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const before = await balanceOf(app, as);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', '/api/v1/promo/redeem', { as, body: { code } })));
    expect(results.map((result) => result.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await balanceOf(app, as)).toBe(before + 300);
    const promo = await app.db.prisma.promoCode.findUniqueOrThrow({ where: { code } });
    expect(promo.redemptionCount).toBe(1);

    const other = await signup(app);
    expect((await call(app, 'POST', '/api/v1/promo/redeem', { as: { cookie: other.cookie }, body: { code } })).status).toBe(200);
  });
});
