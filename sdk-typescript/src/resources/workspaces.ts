// GENERATED FILE, DO NOT EDIT. The `workspaces` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type WorkspaceListParams = T.QueryParams<'workspaces-list'>;
export type WorkspaceCreateParams = T.RequestBody<'workspaces-create'>;
export type WorkspaceSwitchParams = T.RequestBody<'workspaces-switch'>;

/**
 * `client.workspaces`
 */
export class Workspaces extends APIResource {
  /**
   * Create a workspace with its own wallet
   *
   * A new workspace and its wallet. The wallet starts at 0 cents: the trial balance is given once per organization, to the default workspace at signup; fund a new workspace with a top-up, a checkout or a promo code. Creating a workspace does not switch to it. A name already used in the organization is 409 conflict. Audited as `workspace.created`.
   *
   * `POST /api/v1/workspaces`
   */
  create(body: WorkspaceCreateParams, options?: RequestOptions): APIPromise<T.Workspace> {
    return this._client.request({ method: 'POST', path: '/v1/workspaces', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The organization's workspaces, each with its balance
   *
   * The organization's workspaces, oldest first, a page at a time, each with its wallet's balance and holds; `is_active` marks the one you act in (POST /api/v1/workspaces/switch).
   *
   * `GET /api/v1/workspaces`
   */
  list(query: WorkspaceListParams = {}, options?: RequestOptions): PagePromise<T.Workspace> {
    return this._client.getList('/v1/workspaces', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Switch the workspace you act in
   *
   * Moves the credential you call with to the workspace: this browser session, or this personal token (its `workspace_id`). From its next request on, the lists of agents, service requests and approvals, usage and the balance are the new workspace's, and agents it creates land in it. Your other sessions and tokens stay where they are: switching in one browser does not move another browser or a script. Switching with a session also sets where your next sign-in starts and clears your active team, which belonged to the old workspace. Audited as `workspace.switched`: it decides where new agents land and which wallet pays for them. To act in another workspace for one request only, send the Proctor-Workspace header instead. Agents, requests and approvals stay readable by id from any workspace of the organization.
   *
   * `POST /api/v1/workspaces/switch`
   */
  switch(body: WorkspaceSwitchParams, options?: RequestOptions): APIPromise<T.Workspace> {
    return this._client.request({ method: 'POST', path: '/v1/workspaces/switch', body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
