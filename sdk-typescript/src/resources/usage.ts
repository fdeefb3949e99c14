// GENERATED FILE, DO NOT EDIT. The `usage` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type UsageRetrieveParams = T.QueryParams<'usage-get'>;

/**
 * `client.usage`
 */
export class UsageResource extends APIResource {
  /**
   * Requests and spend per operation, agent or day; live and test apart
   *
   * Requests made, requests executed and cents spent between `from` and `to`, grouped by operation, agent or UTC day, each group once per mode: test mode is counted apart and costs nothing.
   *
   * `GET /api/v1/usage`
   */
  retrieve(query: UsageRetrieveParams = {}, options?: RequestOptions): APIPromise<T.Usage> {
    return this._client.request({ method: 'GET', path: '/v1/usage', query, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
