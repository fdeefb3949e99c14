import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZLabelSchema } from '../../domain/bounded.js';

/**
 * A Stripe event as delivered: only what routing needs is named here; the receiver reads the
 * event from the verified raw body, never from this parse.
 */
export const ZPaymentEventRequestSchema = z.looseObject({
  id: ZLabelSchema.min(1).meta({ description: "The provider's event id (evt_…): applied at most once" }),
  type: ZLabelSchema.min(1).meta({ description: 'e.g. checkout.session.completed' }),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export const ZPaymentEventResponseSchema = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().meta({ description: 'true when this event, or another completing the same checkout, was already applied: nothing changed' }),
  })
  .meta({ id: 'PaymentEventReceipt' });

export const paymentsWebhookMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/webhooks/payments',
    tags: ['Webhook receivers'],
    summary: 'Receive a payment event (Stripe, or the sandbox provider)',
    description:
      "Stripe's webhook endpoint: the Stripe-Signature header is verified over the raw body with STRIPE_WEBHOOK_SECRET (the sandbox provider signs the same way with a secret of its own), and a timestamp more than 300 seconds old is refused. checkout.session.completed and checkout.session.async_payment_succeeded with payment_status paid complete the checkout session and credit its workspace's wallet, in one transaction with the audit entry billing.payment_received, once per event id and once per checkout. checkout.session.expired marks an open checkout session expired (audited as billing.checkout_expired). Other events, unpaid checkouts and checkouts this server did not create are answered 200 and ignored: Stripe retries every other answer for days, and none of these would ever apply. The credit is the amount this server asked Stripe for; refunds and disputes are not yet taken back from the wallet.",
    protect: false,
    errorResponses: {
      400: 'A missing, wrong or stale Stripe-Signature (`invalid_request`); nothing changes',
      501: 'Neither Stripe nor the sandbox provider is configured (`not_configured`)',
    },
  },
  // Stripe calls it, signed over the raw body: not an API client's call.
  sdk: false,
  examples: {
    request: {
      id: 'evt_1QeXf2LkdIwHu7ixA3n5Zq7D',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1b2c3d4e5f6',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 2500,
          currency: 'usd',
          client_reference_id: 'chk_01jh0xq7w3e5r7t9y1u3i5o7p9',
        },
      },
    },
    response: { received: true, duplicate: false },
  },
};
