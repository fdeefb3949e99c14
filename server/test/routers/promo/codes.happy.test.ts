import { describe, expect, it } from 'vitest';
import type { PromoCodeResponse } from '../../../src/routers/promo/promo-code.types.js';
import { call } from '../../support/identity.js';
import { createCode, uniqueCode, usePromoApp } from './fixtures.js';

const { app, admin } = usePromoApp();

describe('the platform admin routes of /v1/promo/codes', () => {
  it('create stores the code uppercased with its limits, list shows it, delete soft-deletes it; each audited in the admin\'s organization', async () => {
    const code = uniqueCode().toLowerCase();
    const created = await createCode(app, admin, { code, amount_cents: 2500, max_redemptions: 10, expires_at: '2099-01-01T00:00:00+02:00' });
    expect(created).toMatchObject({ code: code.toUpperCase(), amount_cents: 2500, max_redemptions: 10, redemption_count: 0, expires_at: '2098-12-31T22:00:00.000Z', deleted_at: null });
    expect(created.id).toMatch(/^promo_/);

    const listed = await call<{ data: PromoCodeResponse[] }>(app, 'GET', '/api/v1/promo/codes?limit=100', { as: { cookie: admin.cookie } });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(created);

    const deleted = await call(app, 'DELETE', `/api/v1/promo/codes?code=${code}`, { as: { cookie: admin.cookie } });
    expect(deleted.status).toBe(204);
    const after = await call<{ data: PromoCodeResponse[] }>(app, 'GET', '/api/v1/promo/codes?limit=100', { as: { cookie: admin.cookie } });
    expect(after.body.data.find((promo) => promo.id === created.id)?.deleted_at).not.toBeNull();

    const actions = await app.db.prisma.auditEntry.findMany({ where: { orgId: admin.session.organization.id, targetId: created.id }, orderBy: { seq: 'asc' } });
    expect(actions.map((entry) => entry.action)).toEqual(['promo.created', 'promo.deleted']);
  });
});
