import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { DomainError } from '../errors.js';
import { checkoutProvider } from './checkout.js';
import { creditWallet } from './credit.js';

/** The events that mean a checkout was paid: at once (cards), or later (delayed payment methods). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** The event that means a checkout can no longer be paid: Stripe expires an unpaid session after 24 h. */
const EXPIRED_EVENT = 'checkout.session.expired';

export type PaymentEventOutcome =
  | { outcome: 'credited'; eventId: string; checkoutSessionId: string; amountCents: bigint }
  | { outcome: 'expired'; eventId: string; checkoutSessionId: string }
  | { outcome: 'duplicate'; eventId: string }
  | { outcome: 'ignored'; eventId: string; reason: string };

/**
 * Applies one payment webhook delivery, Stripe's or the sandbox's. The signature is checked over
 * the raw body by Stripe's own code (tolerance 300 s) before anything is read. A paid checkout is
 * credited in one transaction: the event recorded by its id (a replay finds it and changes
 * nothing), the checkout completed only if it was open (two different events of one checkout
 * credit once), the wallet credited with its audit entry. An expired checkout is marked so, if it
 * was still open, with its audit entry. Events of other types, unpaid checkouts and checkouts
 * that are not ours are acknowledged and ignored: Stripe retries any non-2xx for days, and none
 * of these would ever apply.
 */
export async function receivePaymentEvent(
  db: PrismaClient,
  config: Config,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  requestId: string | null,
): Promise<PaymentEventOutcome> {
  const provider = checkoutProvider(config);
  const secret = config.paymentsWebhookSecret;
  if (!provider || !secret) {
    throw new DomainError(
      'not_configured',
      'Payment webhooks are not configured on this server: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PROCTOR_SANDBOX_PAYMENTS=true for the sandbox)',
    );
  }
  if (!signature) throw new DomainError('invalid_request', 'Webhook refused: the Stripe-Signature header is missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody ?? '', signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new DomainError('invalid_request', `Webhook refused: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
  const eventId = event.id;
  const expired = event.type === EXPIRED_EVENT;
  if (!PAID_EVENTS.has(event.type) && !expired) return { outcome: 'ignored', eventId, reason: `${event.type} is not an event this server applies` };
  const session = event.data.object as Stripe.Checkout.Session;
  if (!expired && session.payment_status !== 'paid') return { outcome: 'ignored', eventId, reason: `checkout ${session.id} is ${session.payment_status}, not paid` };
  const audit: AuditContext = { actor: { type: 'system', id: `payments:${provider}` }, requestId };
  return db.$transaction(async (tx): Promise<PaymentEventOutcome> => {
    const checkout = await tx.checkoutSession.findFirst({ where: { externalId: session.id, provider } });
    if (!checkout) return { outcome: 'ignored', eventId, reason: `no ${provider} checkout session of this server is ${session.id}` };
    const recorded = await tx.$executeRaw`
      INSERT INTO payment_events (id, provider, type, checkout_session_id) VALUES (${eventId}, ${provider}, ${event.type}, ${checkout.id})
      ON CONFLICT (id) DO NOTHING`;
    if (recorded === 0) return { outcome: 'duplicate', eventId };
    if (expired) {
      const ended = await tx.$executeRaw`UPDATE checkout_sessions SET status = 'expired' WHERE id = ${checkout.id} AND status = 'open'`;
      if (ended === 0) return { outcome: 'duplicate', eventId };
      await appendAudit(tx, checkout.orgId, audit, {
        action: 'billing.checkout_expired',
        target: { type: 'checkout_session', id: checkout.id },
        details: { provider, provider_event_id: eventId, provider_session_id: session.id, amount_cents: Number(checkout.amountCents) },
      });
      return { outcome: 'expired', eventId, checkoutSessionId: checkout.id };
    }
    const completed = await tx.$executeRaw`
      UPDATE checkout_sessions SET status = 'complete', completed_at = now() WHERE id = ${checkout.id} AND status = 'open'`;
    if (completed === 0) return { outcome: 'duplicate', eventId };
    await creditWallet(tx, { orgId: checkout.orgId, workspaceId: checkout.workspaceId }, checkout.amountCents, audit, {
      action: 'billing.payment_received',
      target: { type: 'checkout_session', id: checkout.id },
      details: {
        amount_cents: Number(checkout.amountCents),
        checkout_session_id: checkout.id,
        provider,
        provider_event_id: eventId,
        provider_session_id: session.id,
        workspace_id: checkout.workspaceId,
      },
    });
    return { outcome: 'credited', eventId, checkoutSessionId: checkout.id, amountCents: checkout.amountCents };
  });
}
