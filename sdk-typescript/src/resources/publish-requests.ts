// GENERATED FILE, DO NOT EDIT. The `publishRequests` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type PublishRequestListParams = T.QueryParams<'publishing-listPublishRequests'>;
export type PublishRequestUpdateParams = T.RequestBody<'publishing-decidePublishRequest'>;

/**
 * `client.publishRequests`
 */
export class PublishRequests extends APIResource {
  /**
   * Publish requests; filter by status
   *
   * For holders of `publish.manage` (and owners), the organization's review queue (`status=pending`); for other members, the requests they made. Requests are made with POST /api/v1/workflows/{id}/versions/{versionId}/publish and POST /api/v1/agents/{id}/publish.
   *
   * `GET /api/v1/publish-requests`
   */
  list(query: PublishRequestListParams = {}, options?: RequestOptions): PagePromise<T.PublishRequest> {
    return this._client.getList('/v1/publish-requests', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Approve or reject a publish request
   *
   * Needs `publish.manage` (owners hold it), and never by the request's requester (403), unless an owner. Approving publishes at once, in the same transaction: a workflow version becomes the published one (the version published before it goes back to draft, superseded), an agent is listed in the marketplace to its scope. Only a pending request is decided: a second decision is 409. Audited as `publish.approved` or `publish.rejected`, and `publication.created`.
   *
   * `PATCH /api/v1/publish-requests/{id}`
   */
  update(id: string, body: PublishRequestUpdateParams, options?: RequestOptions): APIPromise<T.PublishRequest> {
    return this._client.request({ method: 'PATCH', path: `/v1/publish-requests/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
