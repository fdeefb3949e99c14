import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { signup } from '../../support/identity.js';
import { balanceOf, checkout, completedEvent, deliver, stripeWebhookSecret } from '../billing/fixtures.js';

// The sandbox provider, as the embedded default runs it.
const app = useTestApp();

describe('POST /v1/webhooks/payments with the sandbox provider', () => {
  it("verifies with the sandbox's own secret, made at start: an event signed with any other secret credits nothing", async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const session = await checkout(app, as, { amount_cents: 900 });
    const before = await balanceOf(app, as);
    const forged = await deliver(app, completedEvent(session.id), stripeWebhookSecret());
    expect(forged.status).toBe(400);
    expect(await balanceOf(app, as)).toBe(before);
    expect(app.config.paymentsWebhookSecret).toMatch(/^whsec_sandbox_/);
    const genuine = await deliver(app, completedEvent(session.id), app.config.paymentsWebhookSecret!);
    expect(genuine.status).toBe(200);
    expect(await balanceOf(app, as)).toBe(before + 900);
  });

  it('a Stripe checkout id is not payable through the sandbox, and a sandbox id not through Stripe events', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const session = await checkout(app, as, { amount_cents: 900 });
    await app.db.prisma.checkoutSession.update({ where: { id: session.id }, data: { provider: 'stripe' } });
    const before = await balanceOf(app, as);
    const page = await fetch(session.url);
    expect(page.status).toBe(404);
    const delivered = await deliver(app, completedEvent(session.id), app.config.paymentsWebhookSecret!);
    expect(await delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(app, as)).toBe(before);
  });
});
