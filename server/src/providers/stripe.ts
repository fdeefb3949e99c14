import { z } from 'zod';
import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { reconnectHint } from './connected-app.js';
import { callProvider } from './http.js';

/**
 * Payments on the organization's own Stripe account (docs.stripe.com/api): called with the access
 * token its Connect install answered, which is that account's own key, so that nothing the server
 * holds (STRIPE_SECRET_KEY, Proctor's wallet top-ups; STRIPE_CONNECT_SECRET_KEY, the platform's)
 * ever moves an organization's money, and no header can point a call at another account. Every
 * request carries an Idempotency-Key derived from the service request: Stripe answers a repeated
 * key with the object the first call made, so a dispatch retried after a lost answer pays or
 * refunds once.
 */

const API = 'https://api.stripe.com/v1';
const NAME = 'Stripe';

/** Stripe's error body: `{error: {type, code?, message, param?, decline_code?}}`. */
const ZStripeErrorSchema = z.object({
  error: z.object({ type: z.string(), code: z.string().optional(), message: z.string().optional(), param: z.string().optional() }),
});

/** "invalid_request_error (resource_missing): No such payment_intent: 'pi_…' [payment_intent]". */
function stripeErrorMessage(body: unknown): string | undefined {
  const parsed = ZStripeErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { type, code, message, param } = parsed.data.error;
  const head = `${type}${code ? ` (${code})` : ''}`;
  // A key Stripe no longer accepts is a deauthorized or revoked app: only a new install mends it.
  const hint = type === 'invalid_request_error' && /api key|provided key|access token/i.test(message ?? '') ? ` (${reconnectHint('stripe')})` : '';
  return `${head}${message ? `: ${message}` : ''}${param ? ` [${param}]` : ''}${hint}`;
}

/** A form-encoded POST to the account's API (Stripe takes no JSON), its key and the request's idempotency key. */
function post<T>(app: ConnectedAppAccess, { signal }: AdapterContext, path: string, idempotencyKey: string, fields: Record<string, string>, schema: z.ZodType<T>) {
  return callProvider({
    provider: NAME,
    url: `${API}${path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${app.accessToken}`, 'idempotency-key': idempotencyKey },
    body: new URLSearchParams(fields),
    signal,
    schema,
    errorMessage: stripeErrorMessage,
  });
}

export interface NewPaymentLink {
  amount: number;
  currency: string;
  product_name: string;
}

export interface CreatedPaymentLink {
  payment_link_id: string;
  url: string;
  price_id: string;
  amount: number;
  currency: string;
}

const ZPriceSchema = z.object({ id: z.string().startsWith('price_'), unit_amount: z.number().int(), currency: z.string() });
const ZPaymentLinkSchema = z.object({ id: z.string().startsWith('plink_'), url: z.url(), active: z.boolean() });

/**
 * A one-time Price of the amount (its product made with it, `product_data`), then a Payment Link
 * to it that one completed payment closes (`restrictions.completed_sessions.limit` 1). Each step has
 * its own key derived from the service request, so a retry resumes where the first call stopped.
 */
export async function createStripePaymentLink(link: NewPaymentLink, app: ConnectedAppAccess, context: AdapterContext): Promise<CreatedPaymentLink> {
  const key = `proctor-${context.serviceRequestId}`;
  const price = await post(
    app,
    context,
    '/prices',
    `${key}-price`,
    {
      currency: link.currency,
      unit_amount: String(link.amount),
      'product_data[name]': link.product_name,
      'metadata[proctor_service_request]': context.serviceRequestId,
    },
    ZPriceSchema,
  );
  const paymentLink = await post(
    app,
    context,
    '/payment_links',
    `${key}-payment-link`,
    {
      'line_items[0][price]': price.id,
      'line_items[0][quantity]': '1',
      'restrictions[completed_sessions][limit]': '1',
      'metadata[proctor_service_request]': context.serviceRequestId,
    },
    ZPaymentLinkSchema,
  );
  return { payment_link_id: paymentLink.id, url: paymentLink.url, price_id: price.id, amount: price.unit_amount, currency: price.currency };
}

export interface NewRefund {
  payment: string;
  amount?: number | undefined;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer' | undefined;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface CreatedRefund {
  refund_id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
}

const ZRefundSchema = z.object({
  id: z.string().startsWith('re_'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled']),
});

/** Refunds a PaymentIntent (pi_…) or a Charge (ch_…), in full or `amount` of it. */
export async function createStripeRefund(refund: NewRefund, app: ConnectedAppAccess, context: AdapterContext): Promise<CreatedRefund> {
  const target = refund.payment.startsWith('pi_') ? 'payment_intent' : 'charge';
  const answer = await post(
    app,
    context,
    '/refunds',
    `proctor-${context.serviceRequestId}-refund`,
    {
      [target]: refund.payment,
      ...(refund.amount !== undefined ? { amount: String(refund.amount) } : {}),
      ...(refund.reason ? { reason: refund.reason } : {}),
      'metadata[proctor_service_request]': context.serviceRequestId,
    },
    ZRefundSchema,
  );
  return { refund_id: answer.id, amount: answer.amount, currency: answer.currency, status: answer.status };
}
