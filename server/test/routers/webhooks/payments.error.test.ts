import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { signup } from '../../support/identity.js';
import { balanceOf, completedEvent, deliver, stripeEnv, stripeWebhookSecret } from '../billing/fixtures.js';

const secret = stripeWebhookSecret();
const app = useTestApp({ env: stripeEnv(secret) });

async function openCheckout(target: TestApp) {
  const owner = await signup(target);
  const orgId = owner.session.organization.id;
  const workspace = await target.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  const id = newId('chk');
  await target.db.prisma.checkoutSession.create({
    data: { id, orgId, workspaceId: workspace.id, provider: 'stripe', externalId: `cs_test_${id}`, amountCents: 2500n, url: 'https://checkout.stripe.com/c/pay/x', createdBy: owner.session.user.id },
  });
  return { as: { cookie: owner.cookie }, id, externalId: `cs_test_${id}` };
}

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorEnvelope;
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.message).toMatch(message);
}

async function expectNothingChanged(target: TestApp, checkout: Awaited<ReturnType<typeof openCheckout>>, before: number, eventId: string) {
  expect(await balanceOf(target, checkout.as)).toBe(before);
  expect(await target.db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: checkout.id } })).toMatchObject({ status: 'open' });
  expect(await target.db.prisma.paymentEvent.count({ where: { id: eventId } })).toBe(0);
}

describe('POST /v1/webhooks/payments refuses', () => {
  it('an event signed with another secret: 400, nothing changes', async () => {
    const checkout = await openCheckout(app);
    const before = await balanceOf(app, checkout.as);
    const event = completedEvent(checkout.externalId);
    await expectRefused(await deliver(app, event, stripeWebhookSecret()), /^Webhook refused: No signatures found matching the expected signature/);
    await expectNothingChanged(app, checkout, before, event.id);
  });

  it('a body changed after signing: 400', async () => {
    const checkout = await openCheckout(app);
    const before = await balanceOf(app, checkout.as);
    const event = completedEvent(checkout.externalId);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify({ ...event, id: 'evt_other' }), secret });
    const response = await app.request('/api/v1/webhooks/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: JSON.stringify(event),
    });
    await expectRefused(response, /^Webhook refused: No signatures found matching/);
    await expectNothingChanged(app, checkout, before, event.id);
  });

  it('a stale signature, older than the 300 s tolerance: 400, nothing changes', async () => {
    const checkout = await openCheckout(app);
    const before = await balanceOf(app, checkout.as);
    const event = completedEvent(checkout.externalId);
    await expectRefused(await deliver(app, event, secret, Math.floor(Date.now() / 1000) - 301), /^Webhook refused: Timestamp outside the tolerance zone/);
    await expectNothingChanged(app, checkout, before, event.id);
  });

  it('an event without a Stripe-Signature: 400', async () => {
    const checkout = await openCheckout(app);
    const event = completedEvent(checkout.externalId);
    const response = await app.request('/api/v1/webhooks/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    await expectRefused(response, /Stripe-Signature header is missing/);
  });

  it('a body that is not an event: 400', async () => {
    const response = await app.request('/api/v1/webhooks/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hello":"world"}' });
    expect(response.status).toBe(400);
  });
});

describe('POST /v1/webhooks/payments on a server without payments', () => {
  const bare = useTestApp({ env: { PROCTOR_SANDBOX_PAYMENTS: 'false' } });

  it('answers 501 not_configured naming the settings', async () => {
    const response = await deliver(bare, completedEvent('cs_test_x'), secret);
    expect(response.status).toBe(501);
    const body = (await response.json()) as ErrorEnvelope;
    expect(body.error.code).toBe('not_configured');
    expect(body.error.message).toMatch(/STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET.*PROCTOR_SANDBOX_PAYMENTS/);
  });
});
