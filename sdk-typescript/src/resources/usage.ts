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
   * Requests and spend per operation, agent, day, team or worker; live and test apart
   *
   * Requests made, requests executed and cents spent by the agents of your active workspace between `from` and `to`, grouped by operation, agent, UTC day, team or worker, each group once per mode: test mode is counted apart and costs nothing. `team` and `worker` group by each agent's team and owner as they are now (an agent moved to another team takes its history along); agents with none are counted under the key "none".
   *
   * `GET /api/v1/usage`
   */
  retrieve(query: UsageRetrieveParams = {}, options?: RequestOptions): APIPromise<T.Usage> {
    return this._client.request({ method: 'GET', path: '/v1/usage', query, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
