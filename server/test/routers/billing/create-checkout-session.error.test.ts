import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';

const app = useTestApp();

describe('POST /v1/billing/checkout-sessions refuses', () => {
  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional', 150.5],
    ['below the minimum of 100', 99],
    ['above the maximum of 1,000,000', 1_000_001],
    ['overflowing', Number.MAX_SAFE_INTEGER + 2],
    ['a string', '500'],
    ['missing', undefined],
  ])('an amount_cents %s: 400 naming amount_cents, nothing stored', async (_case, amount) => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/billing/checkout-sessions', { as: { cookie: owner.cookie }, body: { amount_cents: amount } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain('amount_cents');
    expect(await app.db.prisma.checkoutSession.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });

  it.each([
    ['not a url', 'not a url'],
    ['a javascript: url', 'javascript:alert(1)'],
  ])('a success_url that is %s: 400', async (_case, url) => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/billing/checkout-sessions', { as: { cookie: owner.cookie }, body: { amount_cents: 500, success_url: url } });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toContain('success_url');
  });
});

describe('on a server with neither Stripe nor the sandbox', () => {
  const bare = useTestApp({ env: { PROCTOR_SANDBOX_PAYMENTS: 'false' } });

  it('answers 501 not_configured naming the settings, for checkout and top-up alike, and serves no sandbox page', async () => {
    const owner = await signup(bare);
    for (const path of ['/api/v1/billing/checkout-sessions', '/api/v1/balance/top-up']) {
      const result = await call<ErrorEnvelope>(bare, 'POST', path, { as: { cookie: owner.cookie }, body: { amount_cents: 500 } });
      expect(result.status).toBe(501);
      expect(result.body.error.code).toBe('not_configured');
      expect(result.body.error.message).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.*PROCTOR_SANDBOX_PAYMENTS=true/);
    }
    expect(await bare.db.prisma.checkoutSession.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
    expect((await bare.request('/sandbox/checkout/chk_anything')).status).toBe(404);
  });
});
