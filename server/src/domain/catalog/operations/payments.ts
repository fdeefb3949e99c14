import { z } from 'zod';
import { connectedApp } from '../../../providers/connected-app.js';
import { createStripePaymentLink, createStripeRefund } from '../../../providers/stripe.js';
import { defineOperation, perRequest } from '../define.js';
import { digest, SANDBOX_FAIL_TEXT, sandboxFailure, sandboxId, sandboxResult } from '../sandbox.js';
import { ZLabelSchema, ZTextSchema } from '../../bounded.js';

// Proctor's price is its fee for the call. The money a payment link asks for, or a refund gives
// back, moves on the organization's own Stripe account and is never debited from its Proctor wallet.
const PAYMENT_LINK_PRICE_CENTS = 2;
const REFUND_PRICE_CENTS = 2;
const SANDBOX_FAIL_PAYMENT = 'pi_sandboxfail';

/** Stripe's largest amount for most currencies (99,999,999 in the smallest unit: $999,999.99). */
const MAX_AMOUNT = 99_999_999;

const ZAmountSchema = z.number().int().min(1).max(MAX_AMOUNT);
const ZCurrencySchema = z
  .string()
  .length(3)
  .regex(/^[a-z]{3}$/, 'must be a lowercase three-letter ISO currency code, such as "usd"')
  .meta({ description: 'Three-letter ISO currency code, lowercase ("usd", "eur")' });

const MONEY_MOVED =
  'Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount';

export const paymentsCreatePaymentLink = defineOperation({
  operation: 'payments.create_payment_link',
  service: 'payments',
  name: 'Create payment link',
  description:
    'Creates a Stripe Payment Link on the organization’s own Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`); the link closes after one completed payment. ' +
    `${MONEY_MOVED}.`,
  payload: z.strictObject({
    amount: ZAmountSchema.meta({ description: `What the customer pays, in the currency’s smallest unit (cents for usd: 2500 is $25.00), 1 to ${MAX_AMOUNT}` }),
    currency: ZCurrencySchema,
    product_name: z.string().min(1).max(250).meta({ description: 'What the customer pays for, as the payment page and the receipt show it' }),
  }),
  result: z.object({
    payment_link_id: ZLabelSchema.meta({ description: 'Stripe’s id of the link (plink_…)' }),
    url: ZTextSchema.meta({ description: 'The page where the customer pays' }),
    price_id: ZLabelSchema.meta({ description: 'Stripe’s id of the one-time Price made for it (price_…)' }),
    amount: z.number().int().meta({ description: 'The amount asked, in the smallest unit' }),
    currency: ZLabelSchema,
  }),
  pricing: perRequest(PAYMENT_LINK_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'payments',
  liveProvider: "the organization's Stripe account, connected with Stripe Connect (`POST /v1/prices`, then `POST /v1/payment_links`)",
  liveSettings: [],
  examples: [{ description: 'A $25.00 invoice', payload: { amount: 2500, currency: 'usd', product_name: 'Consultation, 30 minutes' } }],
  sandboxFailures: [
    { description: `The product name "${SANDBOX_FAIL_TEXT}" fails`, payload: { amount: 2500, currency: 'usd', product_name: SANDBOX_FAIL_TEXT } },
  ],
  sandbox: (payload) => {
    if (payload.product_name === SANDBOX_FAIL_TEXT) return sandboxFailure(`product_name is "${SANDBOX_FAIL_TEXT}"`);
    const id = digest(payload).slice(0, 24);
    return sandboxResult({
      payment_link_id: `plink_${id}`,
      url: `https://buy.stripe.com/test_${id}`,
      price_id: sandboxId('price', payload),
      amount: payload.amount,
      currency: payload.currency,
    });
  },
  live: async (payload, context) => {
    const app = connectedApp('payments.create_payment_link', 'payments', context);
    return { status: 'executed', result: await createStripePaymentLink(payload, app, context), costCents: PAYMENT_LINK_PRICE_CENTS };
  },
});

export const paymentsRefund = defineOperation({
  operation: 'payments.refund',
  service: 'payments',
  name: 'Refund payment',
  description:
    'Refunds a payment of the organization’s own Stripe account, in full or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). ' +
    `${MONEY_MOVED}: to have a person approve every refund, set the binding’s approval threshold to 0; the approver sees the payload, amount included.`,
  payload: z.strictObject({
    payment: z
      .string()
      .regex(/^(pi|ch)_[A-Za-z0-9]{1,200}$/, 'must be a Stripe PaymentIntent (pi_…) or Charge (ch_…) id')
      .max(203)
      .meta({ description: 'The payment to refund: its PaymentIntent (pi_…) or Charge (ch_…) id' }),
    amount: ZAmountSchema.optional().meta({ description: 'How much to give back, in the payment currency’s smallest unit; left out, all that is not refunded yet' }),
    reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional().meta({ description: 'Why, as Stripe records it' }),
  }),
  result: z.object({
    refund_id: ZLabelSchema.meta({ description: 'Stripe’s id of the refund (re_…)' }),
    amount: z.number().int().meta({ description: 'The amount refunded, in the smallest unit' }),
    currency: ZLabelSchema,
    status: z
      .enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled'])
      .meta({ description: 'Stripe’s status of the refund: most card refunds succeed at once; others stay pending until the bank confirms' }),
  }),
  pricing: perRequest(REFUND_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'payments',
  liveProvider: "the organization's Stripe account, connected with Stripe Connect (`POST /v1/refunds`)",
  liveSettings: [],
  examples: [
    { description: 'A full refund', payload: { payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', reason: 'requested_by_customer' } },
    { description: 'Part of a payment: $10.00', payload: { payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', amount: 1000 } },
  ],
  sandboxFailures: [{ description: `Refunding the payment "${SANDBOX_FAIL_PAYMENT}" fails`, payload: { payment: SANDBOX_FAIL_PAYMENT } }],
  sandbox: (payload) =>
    payload.payment === SANDBOX_FAIL_PAYMENT
      ? sandboxFailure(`payment is "${SANDBOX_FAIL_PAYMENT}"`)
      : // The sandbox's payments are $25.00 in usd: a full refund gives all of it back.
        sandboxResult({ refund_id: sandboxId('re', payload), amount: payload.amount ?? 2500, currency: 'usd', status: 'succeeded' as const }),
  live: async (payload, context) => {
    const app = connectedApp('payments.refund', 'payments', context);
    return { status: 'executed', result: await createStripeRefund(payload, app, context), costCents: REFUND_PRICE_CENTS };
  },
});
