// GENERATED FILE, DO NOT EDIT. The `publications` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type PublicationListParams = T.QueryParams<'publishing-listPublications'>;
export type PublicationRevokeParams = T.RequestBody<'publishing-revokePublication'>;

/**
 * `client.publications`
 */
export class Publications extends APIResource {
  /**
   * Publications, live and revoked
   *
   * What has been published: holders of `publish.manage` (and owners) see the organization's every publication; other members those of workflows they can see and of agents published to the organization or to a team they are in. Filter by `kind` and `status`.
   *
   * `GET /api/v1/publications`
   */
  list(query: PublicationListParams = {}, options?: RequestOptions): PagePromise<T.Publication> {
    return this._client.getList('/v1/publications', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Revoke a publication
   *
   * Needs `publish.manage` (owners hold it). A workflow version goes back to draft (runs and workflow.run without a version then find none published); an agent leaves the marketplace. Audited as `publication.revoked` with the reason. A publication already revoked is 409.
   *
   * `POST /api/v1/publications/{id}/revoke`
   */
  revoke(id: string, body: PublicationRevokeParams, options?: RequestOptions): APIPromise<T.Publication> {
    return this._client.request({ method: 'POST', path: `/v1/publications/${seg(id)}/revoke`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
