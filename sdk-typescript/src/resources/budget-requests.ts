// GENERATED FILE, DO NOT EDIT. The `budgetRequests` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type BudgetRequestListParams = T.QueryParams<'budgetRequests-list'>;
export type BudgetRequestCreateParams = T.RequestBody<'budgetRequests-create'>;
export type BudgetRequestDecideParams = T.RequestBody<'budgetRequests-decide'>;

/**
 * `client.budgetRequests`
 */
export class BudgetRequests extends APIResource {
  /**
   * Ask for an allocation from a team pool
   *
   * A worker of the team asks for amount_cents of its pool, for themselves; the team's manager or an organization admin approves or rejects it (PATCH /api/v1/budget-requests/{id}). The team's managers are refused (403: allocations go to workers, and a manager allocates them with POST /api/v1/teams/{id}/workers/{userId}/budget/allocate), as is someone outside the team. Audited as `budget_request.created`.
   *
   * `POST /api/v1/budget-requests`
   */
  create(body: BudgetRequestCreateParams, options?: RequestOptions): APIPromise<T.BudgetRequest> {
    return this._client.request({ method: 'POST', path: '/v1/budget-requests', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Approve or reject a budget request
   *
   * By the team's manager or an organization admin, never by the requester (403). Approving allocates amount_cents of the team pool to the requester in the same transaction, as POST /api/v1/teams/{id}/workers/{userId}/budget/allocate does: a pool with too little unallocated is 409 `insufficient_pool` and the request stays pending. A request already decided is 409 `conflict`, and of two concurrent decisions one wins. Audited as `budget_request.approved` or `budget_request.rejected`.
   *
   * `PATCH /api/v1/budget-requests/{id}`
   */
  decide(id: string, body: BudgetRequestDecideParams, options?: RequestOptions): APIPromise<T.BudgetRequest> {
    return this._client.request({ method: 'PATCH', path: `/v1/budget-requests/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Budget requests you may see or decide
   *
   * Oldest first, filtered by status and team. Organization admins see every team's requests; a team's manager sees that team's; everyone sees their own.
   *
   * `GET /api/v1/budget-requests`
   */
  list(query: BudgetRequestListParams = {}, options?: RequestOptions): PagePromise<T.BudgetRequest> {
    return this._client.getList('/v1/budget-requests', query, ['sessionCookie', 'personalToken'], options);
  }
}
