// GENERATED FILE, DO NOT EDIT. The `promo` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type PromoCodeListParams = T.QueryParams<'promo-listCodes'>;
export type PromoCodeCreateParams = T.RequestBody<'promo-createCode'>;
export type PromoCodeDeleteParams = T.QueryParams<'promo-deleteCode'>;
export type PromoRedeemParams = T.RequestBody<'promo-redeem'>;

/**
 * `client.promo.codes`
 */
export class PromoCodes extends APIResource {
  /**
   * Create a promo code
   *
   * Each organization may redeem a code once. A code already taken, even by a deleted code, is 409. The server bounds what a code credits: `amount_cents` at most PROCTOR_PROMO_MAX_AMOUNT_CENTS (default 10,000), and `amount_cents` × `max_redemptions` at most PROCTOR_PROMO_MAX_CODE_CENTS (default 1,000,000; `max_redemptions` is then required, and 0 lifts this bound); over either, 400 naming it. Platform admins only: accounts the server's operator made platform admins with `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes are the platform's, not an organization's.
   *
   * `POST /api/v1/promo/codes`
   */
  create(body: PromoCodeCreateParams, options?: RequestOptions): APIPromise<T.PromoCode> {
    return this._client.request({ method: 'POST', path: '/v1/promo/codes', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Delete a promo code
   *
   * ?code=: it redeems no more; what it credited stays, and the code stays taken. Unknown or already deleted: 404. Platform admins only: accounts the server's operator made platform admins with `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes are the platform's, not an organization's.
   *
   * `DELETE /api/v1/promo/codes`
   */
  delete(query: PromoCodeDeleteParams, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: '/v1/promo/codes', query, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Every promo code, deleted ones included
   *
   * Oldest first. Platform admins only: accounts the server's operator made platform admins with `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes are the platform's, not an organization's.
   *
   * `GET /api/v1/promo/codes`
   */
  list(query: PromoCodeListParams = {}, options?: RequestOptions): PagePromise<T.PromoCode> {
    return this._client.getList('/v1/promo/codes', query, ['sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.promo`
 */
export class Promo extends APIResource {
  readonly codes: PromoCodes = new PromoCodes(this._client);

  /**
   * Redeem a promo code into the active workspace's balance
   *
   * Credits the amount of the code to your active workspace, once per organization (a second redemption by anyone of the organization is 409). An unknown or deleted code is 404; an expired or exhausted one is 409, each with a message saying which. A code over the server's current bounds (PROCTOR_PROMO_MAX_AMOUNT_CENTS per redemption, PROCTOR_PROMO_MAX_CODE_CENTS per code, as at its creation), made before them, is 409 too.
   *
   * `POST /api/v1/promo/redeem`
   */
  redeem(body: PromoRedeemParams, options?: RequestOptions): APIPromise<T.PromoRedemption> {
    return this._client.request({ method: 'POST', path: '/v1/promo/redeem', body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
