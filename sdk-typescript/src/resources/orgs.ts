// GENERATED FILE, DO NOT EDIT. The `orgs` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type OrgInviteListParams = T.QueryParams<'orgs-listInvites'>;
export type OrgInviteCreateParams = T.RequestBody<'orgs-createInvite'>;
export type OrgInviteCreateResponse = T.ResponseBody<'orgs-createInvite'>;
export type OrgInviteDeleteParams = T.QueryParams<'orgs-revokeInvite'>;
export type OrgMemberListParams = T.QueryParams<'orgs-listMembers'>;
export type OrgMemberUpdateParams = T.RequestBody<'orgs-updateMember'>;

/**
 * `client.orgs.invites`
 */
export class OrgsInvites extends APIResource {
  /**
   * Invite someone by email (token shown once)
   *
   * Answers the invite, its token and the accept_url to send to the person: nothing is emailed. The token is stored only as a hash and can be used once, for 7 days. Only an owner invites an owner (403 for an admin). `team_id` must be a team of the organization (404). An email that is already a member is a conflict (409); several pending invites for one email are allowed. Audited as `invite.created`.
   *
   * `POST /api/v1/orgs/{id}/invites`
   */
  create(id: string, body: OrgInviteCreateParams, options?: RequestOptions): APIPromise<OrgInviteCreateResponse> {
    return this._client.request({ method: 'POST', path: `/v1/orgs/${seg(id)}/invites`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Revoke an invite
   *
   * Its token opens nothing from now on (404 on accept). An invite of another organization is 404; one already accepted or revoked is 409.
   *
   * `DELETE /api/v1/orgs/{id}/invites`
   */
  delete(id: string, query: OrgInviteDeleteParams, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/orgs/${seg(id)}/invites`, query, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Pending invites (never their tokens)
   *
   * Invites not yet accepted, revoked or expired, oldest first. A token is shown only when its invite is made.
   *
   * `GET /api/v1/orgs/{id}/invites`
   */
  list(id: string, query: OrgInviteListParams = {}, options?: RequestOptions): PagePromise<T.Invite> {
    return this._client.getList(`/v1/orgs/${seg(id)}/invites`, query, ['sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.orgs.members`
 */
export class OrgsMembers extends APIResource {
  /**
   * Remove a member (or leave)
   *
   * Ends the person's membership: their sessions and personal tokens in this organization stop at once (401) and they leave its teams, their allocations going back to the teams' pools; agents they own stay, owned by nobody; the account itself stays. Admins and owners may remove themselves (leave). Only an owner removes an owner (403 for an admin); the organization's only owner cannot be removed (409 `conflict`), also under parallel changes. Audited as `member.removed`.
   *
   * `DELETE /api/v1/orgs/{id}/members/{userId}`
   */
  delete(id: string, userId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/orgs/${seg(id)}/members/${seg(userId)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The people of your organization and their roles
   *
   * Every member may read it, in the order they joined. `{id}` is your own organization; any other is 404.
   *
   * `GET /api/v1/orgs/{id}/members`
   */
  list(id: string, query: OrgMemberListParams = {}, options?: RequestOptions): PagePromise<T.Member> {
    return this._client.getList(`/v1/orgs/${seg(id)}/members`, query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Set a member's role and permissions
   *
   * Admins and owners manage members; members cannot (403). Only an owner makes an owner or changes an owner (403 for an admin). The organization's only owner cannot be demoted (409 `conflict`), also under parallel changes: make another member an owner first. `permissions` grants what a role does not: `publish.manage` lets a member or admin decide publish requests, unpublish and revoke; owners hold every permission. Setting what a member already has changes nothing; each change is audited (`member.role_changed`, `member.permissions_changed`).
   *
   * `PATCH /api/v1/orgs/{id}/members/{userId}`
   */
  update(id: string, userId: string, body: OrgMemberUpdateParams = {}, options?: RequestOptions): APIPromise<T.Member> {
    return this._client.request({ method: 'PATCH', path: `/v1/orgs/${seg(id)}/members/${seg(userId)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.orgs`
 */
export class Orgs extends APIResource {
  readonly members: OrgsMembers = new OrgsMembers(this._client);
  readonly invites: OrgsInvites = new OrgsInvites(this._client);
}
