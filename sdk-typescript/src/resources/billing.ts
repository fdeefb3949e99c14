// GENERATED FILE, DO NOT EDIT. The `billing` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type BillingCheckoutSessionCreateParams = T.RequestBody<'billing-createCheckoutSession'>;

/**
 * `client.billing.checkoutSessions`
 */
export class BillingCheckoutSessions extends APIResource {
  /**
   * Start a card checkout that adds to the balance
   *
   * Adds money to the caller's active workspace once paid: nothing is credited until the payment webhook (POST /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the url is Stripe's hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this server's sandbox page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card. Neither: 501 not_configured naming the settings. Needs the admin role: adding money is a billing decision. Audited as `billing.checkout_created`.
   *
   * `POST /api/v1/billing/checkout-sessions`
   */
  create(body: BillingCheckoutSessionCreateParams, options?: RequestOptions): APIPromise<T.CheckoutSession> {
    return this._client.request({ method: 'POST', path: '/v1/billing/checkout-sessions', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A checkout session, to see whether it was paid
   *
   * One of the organization's checkout sessions; status turns complete when the payment webhook credits the balance.
   *
   * `GET /api/v1/billing/checkout-sessions/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.CheckoutSession> {
    return this._client.request({ method: 'GET', path: `/v1/billing/checkout-sessions/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.billing`
 */
export class Billing extends APIResource {
  readonly checkoutSessions: BillingCheckoutSessions = new BillingCheckoutSessions(this._client);
}
