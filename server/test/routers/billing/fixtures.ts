import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from '../../support/app.js';
import { call, type Credential } from '../../support/identity.js';
import type { CheckoutSessionResponse } from '../../../src/routers/billing/checkout-session.types.js';

/** A Stripe webhook signing secret of this file's own. */
export const stripeWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** A checkout.session.completed event of Stripe's shape for the Stripe session `sessionId`. */
export function completedEvent(sessionId: string, fields: { id?: string; type?: string; payment_status?: string; amount_total?: number } = {}) {
  return {
    id: fields.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: fields.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: fields.payment_status ?? 'paid',
        amount_total: fields.amount_total ?? 2500,
        currency: 'usd',
      },
    },
  };
}

/**
 * POSTs `event` to the payments webhook as Stripe would: the raw JSON body, signed with
 * `generateTestHeaderString` under `secret` at `timestamp` (seconds; now by default).
 */
export function deliver(app: TestApp, event: unknown, secret: string, timestamp?: number): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
  return app.request('/api/v1/webhooks/payments', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
}

export async function checkout(app: TestApp, as: Credential, body: Record<string, unknown>): Promise<CheckoutSessionResponse> {
  const result = await call<CheckoutSessionResponse>(app, 'POST', '/api/v1/billing/checkout-sessions', { as, body });
  if (result.status !== 201) throw new Error(`checkout failed: ${result.status} ${result.raw}`);
  return result.body;
}

export async function balanceOf(app: TestApp, as: Credential): Promise<number> {
  const result = await call<{ balance_cents: number }>(app, 'GET', '/api/v1/balance', { as });
  if (result.status !== 200) throw new Error(`balance failed: ${result.status} ${result.raw}`);
  return result.body.balance_cents;
}

export const STRIPE_KEY = 'sk_test_proctor_billing_tests';

/**
 * The settings of a server taking live payments through Stripe, whose API msw answers (Stripe
 * is unreachable here): `checkout.sessions.create` as documented, form-encoded in, a Checkout
 * Session out.
 */
export function stripeEnv(webhookSecret: string): Record<string, string> {
  return { STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret };
}

/** Stripe's answer to POST /v1/checkout/sessions: the session, with its id and hosted url. */
export function stripeSessionResponse(form: URLSearchParams, id = `cs_test_${randomBytes(12).toString('hex')}`): Record<string, unknown> {
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
    currency: 'usd',
    client_reference_id: form.get('client_reference_id'),
    metadata: { checkout_session_id: form.get('metadata[checkout_session_id]') },
    success_url: form.get('success_url'),
    cancel_url: form.get('cancel_url'),
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}
