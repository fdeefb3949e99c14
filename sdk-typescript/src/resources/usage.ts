// GENERATED FILE, DO NOT EDIT. The `usage` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type UsageRetrieveParams = T.QueryParams<'usage-get'>;
export type UsageBudgetsParams = T.QueryParams<'usage-budgets'>;

/**
 * `client.usage`
 */
export class UsageResource extends APIResource {
  /**
   * Every limit set in the workspace, with what is used of it, closest to its limit first
   *
   * Each limit set on the agents of your active workspace, once: each binding's daily requests and monthly cents, each agent's monthly cap, each team's day, month and total, each worker's allocation, in `mode` (live unless asked), with what is counted against it now: the counters the next admission holds against (GET /api/v1/agents/{id}/headroom shows one agent's). Sorted by the share of the limit used, the most used first. A limit not set is not listed; the wallet is GET /api/v1/balance's, a delegated task's budget its task's.
   *
   * `GET /api/v1/usage/budgets`
   */
  budgets(query: UsageBudgetsParams = {}, options?: RequestOptions): APIPromise<T.BudgetOverview> {
    return this._client.request({ method: 'GET', path: '/v1/usage/budgets', query, security: ['sessionCookie', 'personalToken'] }, options);
  }

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
