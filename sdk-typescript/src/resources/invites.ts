// GENERATED FILE, DO NOT EDIT. The `invites` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type InviteAcceptParams = T.RequestBody<'invites-accept'>;

/**
 * `client.invites`
 */
export class Invites extends APIResource {
  /**
   * Accept an invite; signs in (sets the session cookie)
   *
   * Public: the token is the credential. With the session cookie of a signed-in user whose email is the invite's, that user joins the organization (403, changing nothing, when the signed-in email is another: the invite is for its address); without one, `password` (and `name`) create an account for the invite's email (409 when that email already has an account: sign in first, then accept). Either way the person joins with the invite's role, in the organization's default workspace and, when the invite names a team, as its worker; a session in that organization is opened and its cookie set, as sign-in does. A token works once: a used, revoked, expired or unknown token is 404, without saying which. A new account counts against its address's signup limit (429), not the server-wide one.
   *
   * `POST /api/v1/invites/{token}/accept`
   */
  accept(token: string, body: InviteAcceptParams = {}, options?: RequestOptions): APIPromise<T.Session> {
    return this._client.request({ method: 'POST', path: `/v1/invites/${seg(token)}/accept`, body, security: [] }, options);
  }
}
