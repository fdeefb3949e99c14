// GENERATED FILE, DO NOT EDIT. The `balance` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type BalanceRetrieveParams = T.QueryParams<'balance-get'>;
export type BalanceTopUpParams = T.RequestBody<'balance-topUp'>;

/**
 * `client.balance`
 */
export class BalanceResource extends APIResource {
  /**
   * Your workspace's balance, and a team's budget
   *
   * The wallet of your active workspace (POST /api/v1/workspaces/switch): what it holds, and what live requests in flight hold of it; a live request needs its worst-case cost available. Test mode never spends. With team_id, also that team's budget (`team`): its pool, what of it is allocated to workers, its limits and its live spend; a team of another organization is not found.
   *
   * `GET /api/v1/balance`
   */
  retrieve(query: BalanceRetrieveParams = {}, options?: RequestOptions): APIPromise<T.Balance> {
    return this._client.request({ method: 'GET', path: '/v1/balance', query, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Top up the balance: a checkout session to pay
   *
   * The same as POST /api/v1/billing/checkout-sessions with only an amount. Adds money to the caller's active workspace once paid: nothing is credited until the payment webhook (POST /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the url is Stripe's hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this server's sandbox page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card. Neither: 501 not_configured naming the settings. Needs the admin role: adding money is a billing decision. Audited as `billing.checkout_created`.
   *
   * `POST /api/v1/balance/top-up`
   */
  topUp(body: BalanceTopUpParams, options?: RequestOptions): APIPromise<T.CheckoutSession> {
    return this._client.request({ method: 'POST', path: '/v1/balance/top-up', body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
