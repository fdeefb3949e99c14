import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { balanceOf, completedEvent, deliver, stripeEnv, stripeWebhookSecret } from '../billing/fixtures.js';

const secret = stripeWebhookSecret();
// Live settings: no call to Stripe is made here, the checkouts are written as a created one is.
const app = useTestApp({ env: stripeEnv(secret) });

/** An organization with an open Stripe checkout of `amountCents` for its workspace. */
async function openCheckout(target: TestApp, amountCents = 2500) {
  const owner = await signup(target);
  const orgId = owner.session.organization.id;
  const workspace = await target.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  const id = newId('chk');
  const externalId = `cs_test_${id}`;
  await target.db.prisma.checkoutSession.create({
    data: { id, orgId, workspaceId: workspace.id, provider: 'stripe', externalId, amountCents: BigInt(amountCents), url: `https://checkout.stripe.com/c/pay/${externalId}`, createdBy: owner.session.user.id },
  });
  return { owner, as: { cookie: owner.cookie }, id, externalId, orgId };
}

describe('POST /v1/webhooks/payments', () => {
  it('credits a paid checkout.session.completed once, completes the checkout and audits it with the event id', async () => {
    const { as, id, externalId, orgId } = await openCheckout(app);
    const before = await balanceOf(app, as);
    const event = completedEvent(externalId);
    const response = await deliver(app, event, secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(app, as)).toBe(before + 2500);
    expect(await app.db.prisma.checkoutSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'complete' });
    expect(await app.db.prisma.paymentEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ provider: 'stripe', checkoutSessionId: id });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId, action: 'billing.payment_received' } });
    expect(entry).toMatchObject({ actorType: 'system', actorId: 'payments:stripe', targetId: id });
    expect(entry.details).toMatchObject({ amount_cents: 2500, checkout_session_id: id, provider_event_id: event.id });
  });

  it('credits a replayed event once, answering the replay duplicate', async () => {
    const { as, externalId } = await openCheckout(app);
    const before = await balanceOf(app, as);
    const event = completedEvent(externalId);
    expect(await (await deliver(app, event, secret)).json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(app, event, secret);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(app, as)).toBe(before + 2500);
  });

  it('credits 20 parallel deliveries of one event once', async () => {
    const { as, orgId, externalId } = await openCheckout(app, 700);
    const before = await balanceOf(app, as);
    const event = completedEvent(externalId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(app, event, secret)));
    const bodies = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as { duplicate: boolean } })));
    expect(bodies.every(({ status }) => status === 200)).toBe(true);
    expect(bodies.filter(({ body }) => !body.duplicate)).toHaveLength(1);
    expect(await balanceOf(app, as)).toBe(before + 700);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId, action: 'billing.payment_received' } })).toBe(1);
  });

  it('credits a checkout once when two different events complete it (completed, then async_payment_succeeded)', async () => {
    const { as, externalId } = await openCheckout(app, 300);
    const before = await balanceOf(app, as);
    expect(await (await deliver(app, completedEvent(externalId), secret)).json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(app, completedEvent(externalId, { type: 'checkout.session.async_payment_succeeded' }), secret);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(app, as)).toBe(before + 300);
  });

  it('acknowledges and ignores other event types, unpaid checkouts and checkouts it did not create', async () => {
    const { as, id, externalId } = await openCheckout(app);
    const before = await balanceOf(app, as);
    for (const event of [
      completedEvent(externalId, { type: 'charge.refunded' }),
      completedEvent(externalId, { payment_status: 'unpaid' }),
      completedEvent('cs_test_not_ours'),
    ]) {
      const response = await deliver(app, event, secret);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
      expect(await app.db.prisma.paymentEvent.count({ where: { id: event.id } })).toBe(0);
    }
    expect(await balanceOf(app, as)).toBe(before);
    expect(await app.db.prisma.checkoutSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'open' });
    // Still payable: an unpaid completion is followed by async_payment_succeeded.
    await deliver(app, completedEvent(externalId, { type: 'checkout.session.async_payment_succeeded' }), secret);
    expect(await balanceOf(app, as)).toBe(before + 2500);
  });

  it('marks an open checkout expired on checkout.session.expired, audited once, crediting nothing; a replay changes nothing', async () => {
    const { as, id, externalId, orgId } = await openCheckout(app);
    const before = await balanceOf(app, as);
    const event = completedEvent(externalId, { type: 'checkout.session.expired', payment_status: 'unpaid' });
    expect(await (await deliver(app, event, secret)).json()).toEqual({ received: true, duplicate: false });
    expect(await app.db.prisma.checkoutSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'expired', completedAt: null });
    expect(await (await deliver(app, event, secret)).json()).toEqual({ received: true, duplicate: true });
    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId, action: 'billing.checkout_expired' } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: 'payments:stripe', targetId: id, details: { provider_event_id: event.id, provider_session_id: externalId } });
    expect(await balanceOf(app, as)).toBe(before);
    const read = await call<{ status: string }>(app, 'GET', `/api/v1/billing/checkout-sessions/${id}`, { as });
    expect(read.body.status).toBe('expired');
  });
});
