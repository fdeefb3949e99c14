import Stripe from 'stripe';
import { hashSecret } from '../secrets.js';

/**
 * The sandbox payment provider: where Stripe is not configured and the deployment allows it
 * (PROCTOR_SANDBOX_PAYMENTS), a checkout is paid by pressing a button on our own page, which
 * sends the payments webhook the event Stripe would send, signed as Stripe signs, over HTTP:
 * the same receiver and the same verification as live payments.
 */

/** Where a sandbox checkout is paid: outside /api, served by http/sandbox-checkout.ts. */
export function sandboxCheckoutPath(id: string): string {
  return `/sandbox/checkout/${encodeURIComponent(id)}`;
}

export interface SandboxPayment {
  id: string;
  externalId: string;
  amountCents: bigint;
}

/**
 * A sandbox checkout's one event id: pressing Pay twice sends the same event, which the receiver
 * applies once. Made from the checkout id's hash, not the id: the id is the page's credential
 * (secrets.ts), and the event id is logged and audited.
 */
export const sandboxEventId = (checkoutId: string) => `evt_sandbox_${hashSecret(checkoutId).slice(0, 32)}`;

/**
 * The checkout.session.completed event of a paid sandbox checkout, in Stripe's shape, and its
 * Stripe-Signature header under `secret`.
 */
export function signedSandboxEvent(payment: SandboxPayment, secret: string): { body: string; signature: string } {
  const event = {
    id: sandboxEventId(payment.id),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: payment.externalId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: Number(payment.amountCents),
        currency: 'usd',
        client_reference_id: payment.id,
        metadata: { checkout_session_id: payment.id },
      },
    },
  };
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}
