// GENERATED FILE, DO NOT EDIT. The `teams` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type TeamMemberListResponse = T.ResponseBody<'teams-listMembers'>;
export type TeamMemberAddParams = T.RequestBody<'teams-addMember'>;
export type TeamMemberUpdateParams = T.RequestBody<'teams-updateMember'>;
export type TeamListParams = T.QueryParams<'teams-list'>;
export type TeamCreateParams = T.RequestBody<'teams-create'>;
export type TeamCreateResponse = T.ResponseBody<'teams-create'>;
export type TeamSwitchParams = T.RequestBody<'teams-switch'>;
export type TeamSwitchResponse = T.ResponseBody<'teams-switch'>;
export type TeamSetBudgetParams = T.RequestBody<'teams-setBudget'>;
export type TeamAllocateBudgetParams = T.RequestBody<'teams-allocateBudget'>;
export type TeamAllocateWorkerBudgetParams = T.RequestBody<'teams-allocateWorkerBudget'>;

/**
 * `client.teams.members`
 */
export class TeamsMembers extends APIResource {
  /**
   * Add a person of the organization to a team
   *
   * By the team's manager or an org admin (403 otherwise). The person must be a member of the organization (404 otherwise); one already in the team is refused with 409 conflict.
   *
   * `POST /api/v1/teams/{id}/members`
   */
  add(id: string, body: TeamMemberAddParams, options?: RequestOptions): APIPromise<T.TeamMember> {
    return this._client.request({ method: 'POST', path: `/v1/teams/${seg(id)}/members`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A team's members, with their roles and budgets
   *
   * Every member of the team, in the order they joined, each with their team role, their allocation from the team pool, what their live dispatches in the team have spent, and what remains. Any member of the organization reads it.
   *
   * `GET /api/v1/teams/{id}/members`
   */
  list(id: string, options?: RequestOptions): APIPromise<TeamMemberListResponse> {
    return this._client.request({ method: 'GET', path: `/v1/teams/${seg(id)}/members`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Set a team member's role
   *
   * By the team's manager or an org admin (403 otherwise). A manager may demote themselves, even as the team's last manager: org admins can always manage the team. Setting the role a member already has changes nothing.
   *
   * `PATCH /api/v1/teams/{id}/members/{membershipId}`
   */
  update(id: string, membershipId: string, body: TeamMemberUpdateParams, options?: RequestOptions): APIPromise<T.TeamMember> {
    return this._client.request({ method: 'PATCH', path: `/v1/teams/${seg(id)}/members/${seg(membershipId)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.teams`
 */
export class Teams extends APIResource {
  readonly members: TeamsMembers = new TeamsMembers(this._client);

  /**
   * Move spending rights from the workspace into a team's pool
   *
   * Grows the team's pool by amount_cents: a pool only grows. The workspace can give its wallet's available balance (balance_cents - held_cents) less what its teams' pools hold unspent (each pool less its spend in total); asking more is 409 `insufficient_pool`, its message giving the figures. No money moves: the wallet pays each request when it is debited. Only organization admins move rights into a pool.
   *
   * `POST /api/v1/teams/{id}/budget/allocate`
   */
  allocateBudget(id: string, body: TeamAllocateBudgetParams, options?: RequestOptions): APIPromise<T.TeamBudget> {
    return this._client.request({ method: 'POST', path: `/v1/teams/${seg(id)}/budget/allocate`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Allocate part of a team's pool to one of its workers
   *
   * Adds amount_cents to the worker's allocation, from the part of the team pool not yet allocated (pool_cents - allocated_cents); asking more is 409 `insufficient_pool`. By the team's manager or an organization admin; a worker is refused (403). A user who is not in the team is not found (404); the team's manager is not allocated to (409 `conflict`): allocations go to workers. An allocation only grows, until its worker leaves the organization. A dispatch of the worker's agents in the team is refused once it would pass the allocation (`worker_budget_exceeded`).
   *
   * `POST /api/v1/teams/{id}/workers/{userId}/budget/allocate`
   */
  allocateWorkerBudget(id: string, userId: string, body: TeamAllocateWorkerBudgetParams, options?: RequestOptions): APIPromise<T.WorkerAllocation> {
    return this._client.request({ method: 'POST', path: `/v1/teams/${seg(id)}/workers/${seg(userId)}/budget/allocate`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Create a team in your active workspace
   *
   * Names are trimmed, 1 to 100 characters, unique in the workspace (409 conflict otherwise). The free plan, which every workspace is on, allows 3 teams per workspace, a soft limit: a further team is created (201), and the response carries a `team_limit_exceeded` warning, also recorded in the `team.created` audit entry. The creator is not added to the team.
   *
   * `POST /api/v1/teams`
   */
  create(body: TeamCreateParams, options?: RequestOptions): APIPromise<TeamCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/teams', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A team's budget: pool, allocations, limits and spend
   *
   * The team's pool (spending rights moved into it from its workspace), the part allocated to its workers, its daily, monthly and total limits, and its live spend this UTC day, this UTC month and in total. Spend counts the holds of live requests in flight; test-mode dispatches meet the same limits on counters of their own and never show here. The money itself stays in the workspace's wallet until a request is debited. The pool is the team's total: the team's agents without an owner, or owned by a manager, spend from it too, so a worker's allocation may be left unspendable, and then the pool refuses first. Any member of the organization reads it.
   *
   * `GET /api/v1/teams/{id}/budget`
   */
  getBudget(id: string, options?: RequestOptions): APIPromise<T.TeamBudget> {
    return this._client.request({ method: 'GET', path: `/v1/teams/${seg(id)}/budget`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The teams of your active workspace
   *
   * Every team of the workspace you work in (POST /api/v1/workspaces/switch), oldest first, a page at a time (`cursor`, `limit`); `is_active` marks your active team.
   *
   * `GET /api/v1/teams`
   */
  list(query: TeamListParams = {}, options?: RequestOptions): PagePromise<T.Team> {
    return this._client.getList('/v1/teams', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Set or clear a team's limits
   *
   * Sets the team's daily, monthly and total (hard cap) spend limits: each field given sets its limit, null clears it, a field left out stays as it is. The limits bind the team's managers too, so only organization admins set them. A dispatch of the team's agents is refused once it would pass one (`team_budget_exceeded`). Answers the budget after the change.
   *
   * `POST /api/v1/teams/{id}/budget`
   */
  setBudget(id: string, body: TeamSetBudgetParams = {}, options?: RequestOptions): APIPromise<T.TeamBudget> {
    return this._client.request({ method: 'POST', path: `/v1/teams/${seg(id)}/budget`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Set your active team
   *
   * A member may switch to a team they belong to (403 otherwise), an admin to any team. The team must be of your active workspace: a team of another workspace is refused with 409 conflict (switch workspace first). `team_id: null` clears it. Not audited: it changes no one's access or money, only `is_active` in your list of teams.
   *
   * `POST /api/v1/teams/switch`
   */
  switch(body: TeamSwitchParams, options?: RequestOptions): APIPromise<TeamSwitchResponse> {
    return this._client.request({ method: 'POST', path: '/v1/teams/switch', body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
