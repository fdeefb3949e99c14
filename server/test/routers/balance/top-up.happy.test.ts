import { describe, expect, it } from 'vitest';
import type { CheckoutSessionResponse } from '../../../src/routers/billing/checkout-session.types.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { balanceOf } from '../billing/fixtures.js';

const app = useTestApp();

describe('POST /v1/balance/top-up', () => {
  it('answers a checkout session of the amount for the active workspace, which credits the balance once paid', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const before = await balanceOf(app, as);
    const result = await call<CheckoutSessionResponse>(app, 'POST', '/api/v1/balance/top-up', { as, body: { amount_cents: 1500 } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ status: 'open', amount_cents: 1500, provider: 'sandbox', success_url: null, cancel_url: null });
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: owner.session.organization.id, isDefault: true } });
    expect(result.body.workspace_id).toBe(workspace.id);
    const paid = await fetch(result.body.url, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await balanceOf(app, as)).toBe(before + 1500);
  });
});
