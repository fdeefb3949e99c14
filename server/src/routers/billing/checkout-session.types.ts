import { z } from 'zod';
import { CHECKOUT_MAX_CENTS, CHECKOUT_MIN_CENTS, type CheckoutSession } from '../../domain/billing/checkout.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZCheckoutSessionSchema = z
  .object({
    id: ZIdSchema.meta({ description: 'Checkout session id (chk_…)' }),
    url: ZTextSchema.meta({ description: "Where the payer goes: Stripe's hosted checkout, or this server's sandbox page" }),
    status: z.enum(['open', 'complete', 'expired']).meta({ description: 'complete once the payment webhook credited the balance' }),
    amount_cents: z.number().int(),
    currency: z.literal('usd'),
    provider: z.enum(['stripe', 'sandbox']),
    workspace_id: ZIdSchema.meta({ description: 'The workspace whose wallet the payment credits' }),
    success_url: ZTextSchema.nullable(),
    cancel_url: ZTextSchema.nullable(),
    created_at: ZTimestampSchema,
    completed_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'CheckoutSession' });

export type CheckoutSessionResponse = z.infer<typeof ZCheckoutSessionSchema>;

export function toCheckoutSessionResponse(session: CheckoutSession): CheckoutSessionResponse {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    amount_cents: Number(session.amountCents),
    currency: 'usd',
    provider: session.provider === 'stripe' ? 'stripe' : 'sandbox',
    workspace_id: session.workspaceId,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created_at: session.createdAt.toISOString(),
    completed_at: session.completedAt?.toISOString() ?? null,
  };
}

/** What one checkout may add, in cents (domain/billing/checkout.ts says why). */
export const ZCheckoutAmountSchema = z
  .number()
  .int()
  .min(CHECKOUT_MIN_CENTS)
  .max(CHECKOUT_MAX_CENTS)
  .meta({ description: `Cents to add to the workspace's balance, ${CHECKOUT_MIN_CENTS} to ${CHECKOUT_MAX_CENTS}` });

const ZReturnUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

export const ZCheckoutRequestSchema = z.strictObject({
  amount_cents: ZCheckoutAmountSchema,
  success_url: ZReturnUrlSchema.optional().meta({ description: 'Where the payer is sent after paying; {CHECKOUT_ID} in it becomes the checkout id' }),
  cancel_url: ZReturnUrlSchema.optional().meta({ description: 'Where the payer is sent on cancelling; {CHECKOUT_ID} in it becomes the checkout id' }),
});

export const CHECKOUT_SESSION_EXAMPLE: CheckoutSessionResponse = {
  id: 'chk_01jh0xq7w3e5r7t9y1u3i5o7p9',
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3d4e5f6',
  status: 'open',
  amount_cents: 2500,
  currency: 'usd',
  provider: 'stripe',
  workspace_id: 'wsp_01jh0x5q3w0d3n8m9s5v7x2a1c',
  success_url: 'https://example.com/billing/done',
  cancel_url: null,
  created_at: '2025-01-06T09:30:00.000Z',
  completed_at: null,
};

export const CHECKOUT_DESCRIPTION =
  "Adds money to the caller's active workspace once paid: nothing is credited until the payment webhook (POST /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the url is Stripe's hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this server's sandbox page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card. Neither: 501 not_configured naming the settings. Needs the admin role: adding money is a billing decision. Audited as `billing.checkout_created`.";
