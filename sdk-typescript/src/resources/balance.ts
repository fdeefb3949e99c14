// GENERATED FILE, DO NOT EDIT. The `balance` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

/**
 * `client.balance`
 */
export class BalanceResource extends APIResource {
  /**
   * The organization's balance
   *
   * The organization's wallet: what it holds, and what live requests in flight hold of it; a live request needs its worst-case cost available. Test mode never spends.
   *
   * `GET /api/v1/balance`
   */
  retrieve(options?: RequestOptions): APIPromise<T.Balance> {
    return this._client.request({ method: 'GET', path: '/v1/balance', security: ['sessionCookie', 'personalToken'] }, options);
  }
}
