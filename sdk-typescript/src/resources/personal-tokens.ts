// GENERATED FILE, DO NOT EDIT. The `personalTokens` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type PersonalTokenListParams = T.QueryParams<'personalTokens-list'>;
export type PersonalTokenCreateParams = T.RequestBody<'personalTokens-create'>;
export type PersonalTokenCreateResponse = T.ResponseBody<'personalTokens-create'>;
export type PersonalTokenUpdateParams = T.RequestBody<'personalTokens-update'>;

/**
 * `client.personalTokens`
 */
export class PersonalTokens extends APIResource {
  /**
   * Mint a personal access token (shown once)
   *
   * Browser session only, with the admin role (as disabling and deleting one). It never expires: it stops when it is disabled or deleted, or when you leave the organization (401 from the next request on). The token acts for you in your organization, with your role, in the workspace this session acts in (its `workspace_id`; the Proctor-Workspace header mints it for another). Switching workspaces in a browser does not move it; POST /api/v1/workspaces/switch called with the token does. Audited as `personal_token.created`.
   *
   * `POST /api/v1/personal-tokens`
   */
  create(body: PersonalTokenCreateParams, options?: RequestOptions): APIPromise<PersonalTokenCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/personal-tokens', body, security: ['sessionCookie'] }, options);
  }

  /**
   * Revoke and delete a token
   *
   * Revokes the token for good: requests made with it answer 401 from now on. To stop using a token for a while, disable it instead (PATCH).
   *
   * `DELETE /api/v1/personal-tokens/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/personal-tokens/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Your tokens (never their secrets)
   *
   * The personal access tokens of the signed-in user, oldest first, each with when it was last used; a token's secret is shown only when it is minted.
   *
   * `GET /api/v1/personal-tokens`
   */
  list(query: PersonalTokenListParams = {}, options?: RequestOptions): PagePromise<T.PersonalToken> {
    return this._client.getList('/v1/personal-tokens', query, ['sessionCookie'], options);
  }

  /**
   * Enable or disable a token
   *
   * Takes `{enabled}`. A disabled token is refused (401) from the next request on, until it is enabled again. Audited as `personal_token.enabled` or `personal_token.disabled`.
   *
   * `PATCH /api/v1/personal-tokens/{id}`
   */
  update(id: string, body: PersonalTokenUpdateParams, options?: RequestOptions): APIPromise<T.PersonalToken> {
    return this._client.request({ method: 'PATCH', path: `/v1/personal-tokens/${seg(id)}`, body, security: ['sessionCookie'] }, options);
  }
}
