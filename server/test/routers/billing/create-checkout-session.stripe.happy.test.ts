import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { signup } from '../../support/identity.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { balanceOf, checkout, completedEvent, deliver, STRIPE_KEY, stripeEnv, stripeSessionResponse, stripeWebhookSecret } from './fixtures.js';

const STRIPE_SESSIONS = 'https://api.stripe.com/v1/checkout/sessions';
const msw = mockProviders(http.post(STRIPE_SESSIONS, () => HttpResponse.json({ error: { type: 'api_error', message: 'unexpected' } }, { status: 500 })));
const secret = stripeWebhookSecret();
const app = useTestApp({ env: stripeEnv(secret) });

describe('POST /v1/billing/checkout-sessions with Stripe', () => {
  it("creates a Stripe Checkout Session as Stripe's API documents it, and the webhook's checkout.session.completed credits it", async () => {
    const seen = answerAndRecord(msw, 'post', STRIPE_SESSIONS, async (request) =>
      HttpResponse.json(stripeSessionResponse(new URLSearchParams(await request.text()), 'cs_test_live_path')),
    );
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const before = await balanceOf(app, as);
    const session = await checkout(app, as, { amount_cents: 2500, success_url: 'https://example.com/done?c={CHECKOUT_ID}', cancel_url: 'https://example.com/back' });
    expect(session).toMatchObject({ status: 'open', provider: 'stripe', amount_cents: 2500, url: 'https://checkout.stripe.com/c/pay/cs_test_live_path' });

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.headers.get('authorization')).toBe(`Bearer ${STRIPE_KEY}`);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.get('stripe-version')).toBe('2026-10-28.endive');
    expect(request.headers.get('idempotency-key')).toBe(session.id);
    const form = new URLSearchParams(await request.text());
    expect(Object.fromEntries(form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Proctor balance top-up',
      client_reference_id: session.id,
      'metadata[checkout_session_id]': session.id,
      'metadata[org_id]': owner.session.organization.id,
      'metadata[workspace_id]': session.workspace_id,
      success_url: `https://example.com/done?c=${session.id}`,
      cancel_url: 'https://example.com/back',
    });
    const stored = await app.db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(stored).toMatchObject({ externalId: 'cs_test_live_path', provider: 'stripe' });

    expect(await balanceOf(app, as)).toBe(before);
    const delivered = await deliver(app, completedEvent('cs_test_live_path'), secret);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(app, as)).toBe(before + 2500);
  });

  it("sends this server's front page as the return urls when the caller gives none", async () => {
    const seen = answerAndRecord(msw, 'post', STRIPE_SESSIONS, async (request) => HttpResponse.json(stripeSessionResponse(new URLSearchParams(await request.text()))));
    const owner = await signup(app);
    await checkout(app, { cookie: owner.cookie }, { amount_cents: 100 });
    const form = new URLSearchParams(await seen[0]!.text());
    expect(form.get('success_url')).toBe(`${app.baseUrl}/`);
    expect(form.get('cancel_url')).toBe(`${app.baseUrl}/`);
  });

  it('answers 503 and stores nothing when Stripe refuses', async () => {
    const owner = await signup(app);
    const result = await fetch(`${app.baseUrl}/api/v1/billing/checkout-sessions`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: app.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: 100 }),
    });
    expect(result.status).toBe(503);
    expect(((await result.json()) as { error: { message: string } }).error.message).toMatch(/^Stripe did not create the checkout session \(StripeAPIError\); try again later$/);
    expect(await app.db.prisma.checkoutSession.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });
});
