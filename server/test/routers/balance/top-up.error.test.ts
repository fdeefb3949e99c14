import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';

const app = useTestApp();

describe('POST /v1/balance/top-up refuses', () => {
  it.each([0, -1, 1.5, 99, 1_000_001, '100'])('amount_cents %s: 400 naming it', async (amount) => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/balance/top-up', { as: { cookie: owner.cookie }, body: { amount_cents: amount } });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toEqual(['amount_cents']);
  });

  it('fields it does not take (a success_url belongs to POST /v1/billing/checkout-sessions): 400', async () => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/balance/top-up', { as: { cookie: owner.cookie }, body: { amount_cents: 500, success_url: 'https://example.com' } });
    expect(result.status).toBe(400);
  });
});
