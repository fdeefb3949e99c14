import type { Config } from '../../config.js';
import type { CheckoutSession, PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { CHECKOUT_ID_PREFIX } from '../secrets.js';
import { sandboxCheckoutPath } from './sandbox-provider.js';
import { createStripeCheckout, stripeClient } from './stripe-provider.js';

export type { CheckoutSession };

/**
 * What one checkout may add, in cents: at least $1 (below it card fees eat the payment), at most
 * $10,000 (a larger sum is a conversation, and a stolen card's damage stays bounded).
 */
export const CHECKOUT_MIN_CENTS = 100;
export const CHECKOUT_MAX_CENTS = 1_000_000;

export const NOT_CONFIGURED_MESSAGE =
  'Card checkout is not configured on this server: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or PROCTOR_SANDBOX_PAYMENTS=true for the sandbox provider (never on a public server: it adds money without a payment)';

/**
 * Written in a return URL, replaced by the checkout's own id (chk_…), so that the page the payer
 * comes back to knows which checkout to ask about (Stripe's {CHECKOUT_SESSION_ID} names its own
 * session, which the API does not show).
 */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_ID}';

export interface CheckoutRequest {
  amountCents: bigint;
  successUrl?: string | undefined;
  cancelUrl?: string | undefined;
}

/** Which provider takes this server's payments: Stripe with a key, else the sandbox where allowed. */
export function checkoutProvider(config: Config): 'stripe' | 'sandbox' | undefined {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.PROCTOR_SANDBOX_PAYMENTS ? 'sandbox' : undefined;
}

/**
 * A checkout session adding `amountCents` to the caller's active workspace once paid: at Stripe
 * when live, else on the sandbox's page under `publicBase`. Nothing is credited here: only the
 * payments webhook credits (payment-webhook.ts).
 */
export async function createCheckoutSession(
  db: PrismaClient,
  config: Config,
  caller: UserCaller,
  request: CheckoutRequest,
  publicBase: string,
  audit: AuditContext,
): Promise<CheckoutSession> {
  const provider = checkoutProvider(config);
  if (!provider) throw new DomainError('not_configured', NOT_CONFIGURED_MESSAGE);
  const id = newId(CHECKOUT_ID_PREFIX);
  const { orgId, workspaceId } = caller;
  const successUrl = request.successUrl?.replaceAll(CHECKOUT_ID_PLACEHOLDER, id);
  const cancelUrl = request.cancelUrl?.replaceAll(CHECKOUT_ID_PLACEHOLDER, id);
  const stripe = stripeClient(config);
  const { externalId, url } = stripe
    ? await createStripeCheckout(stripe, {
        id,
        orgId,
        workspaceId,
        amountCents: request.amountCents,
        // Stripe needs both; without the caller's, the payer lands on this server's front page.
        successUrl: successUrl ?? `${publicBase}/`,
        cancelUrl: cancelUrl ?? `${publicBase}/`,
      })
    : { externalId: id, url: `${publicBase}${sandboxCheckoutPath(id)}` };
  return db.$transaction(async (tx) => {
    const session = await tx.checkoutSession.create({
      data: {
        id,
        orgId,
        workspaceId,
        provider,
        externalId,
        amountCents: request.amountCents,
        url,
        successUrl: successUrl ?? null,
        cancelUrl: cancelUrl ?? null,
        createdBy: caller.userId,
      },
    });
    await appendAudit(tx, orgId, audit, {
      action: 'billing.checkout_created',
      target: { type: 'checkout_session', id },
      details: { amount_cents: Number(request.amountCents), provider, workspace_id: workspaceId },
    });
    return session;
  });
}

/** A checkout session of the organization; another organization's is not found. */
export async function getCheckoutSession(db: PrismaClient, orgId: string, id: string): Promise<CheckoutSession> {
  const session = await db.checkoutSession.findFirst({ where: { id, orgId } });
  if (!session) throw notFound('Checkout session');
  return session;
}

/** A sandbox checkout by its id alone: its page is reached by its url, as Stripe's hosted page is. */
export async function findSandboxCheckout(db: PrismaClient, id: string): Promise<CheckoutSession | null> {
  return db.checkoutSession.findFirst({ where: { id, provider: 'sandbox' } });
}
