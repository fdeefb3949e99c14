import { describe, expect, it } from 'vitest';
import type { CheckoutSessionResponse } from '../../../src/routers/billing/checkout-session.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { checkout } from './fixtures.js';

const app = useTestApp();

describe('GET /v1/billing/checkout-sessions/{id}', () => {
  it("answers the session to any member of its organization, by session or token", async () => {
    const owner = await signup(app);
    const session = await checkout(app, { cookie: owner.cookie }, { amount_cents: 4200, cancel_url: 'https://example.com/back' });
    const member = await addMember(app, owner.session.organization.id, 'member');
    const read = await call<CheckoutSessionResponse>(app, 'GET', `/api/v1/billing/checkout-sessions/${session.id}`, { as: { cookie: member.cookie } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(session);
    expect(read.body).toMatchObject({ amount_cents: 4200, status: 'open', cancel_url: 'https://example.com/back', success_url: null });
    const byToken = await call(app, 'GET', `/api/v1/billing/checkout-sessions/${session.id}`, { as: { bearer: await mintToken(app, owner) } });
    expect(byToken.body).toEqual(session);
  });
});
