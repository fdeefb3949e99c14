import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { DomainError } from '../errors.js';

/**
 * The Stripe API version every request and every webhook event of ours is read in, pinned so that
 * an account's default version or a new SDK's cannot change the shapes under us
 * (ARCHITECTURE.md §9, "Card checkout").
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const clients = new WeakMap<Config, Stripe>();

/** The Stripe client of this configuration, made once; undefined without STRIPE_SECRET_KEY. */
export function stripeClient(config: Config): Stripe | undefined {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(key, { apiVersion: STRIPE_API_VERSION, timeout: config.PROCTOR_PROVIDER_TIMEOUT_MS });
    clients.set(config, client);
  }
  return client;
}

export interface StripeCheckoutRequest {
  /** Our checkout session's id (chk_…): Stripe's client_reference_id, metadata and idempotency key. */
  id: string;
  orgId: string;
  workspaceId: string;
  amountCents: bigint;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A Stripe Checkout Session for one payment of `amountCents` in USD. Its id (cs_…) is what the
 * webhook's checkout.session.completed names; its url is where the payer goes.
 */
export async function createStripeCheckout(stripe: Stripe, request: StripeCheckoutRequest): Promise<{ externalId: string; url: string }> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: Number(request.amountCents), product_data: { name: 'Proctor balance top-up' } },
          },
        ],
        client_reference_id: request.id,
        metadata: { checkout_session_id: request.id, org_id: request.orgId, workspace_id: request.workspaceId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retry of this call (the SDK retries network failures) makes no second session.
      { idempotencyKey: request.id },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new DomainError('service_unavailable', `Stripe did not create the checkout session (${error.type}); try again later`, undefined, 30);
    }
    throw error;
  }
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return { externalId: session.id, url: session.url };
}
