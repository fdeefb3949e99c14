// GENERATED FILE, DO NOT EDIT. The `approvals` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type ApprovalListParams = T.QueryParams<'approvals-list'>;
export type ApprovalApproveParams = T.RequestBody<'approvals-approve'>;
export type ApprovalRejectParams = T.RequestBody<'approvals-reject'>;

/**
 * `client.approvals`
 */
export class Approvals extends APIResource {
  /**
   * Approve: re-checks budgets and balance now, then executes
   *
   * Decided once: an approval already decided, or expired, is 409. For a service request, answers when the request has reached its outcome, visible in service_request; for a workflow's approval step, completes the step and wakes its run. Audited as `approval.approved`.
   *
   * `POST /api/v1/approvals/{id}/approve`
   */
  approve(id: string, body: ApprovalApproveParams = {}, options?: RequestOptions): APIPromise<T.Approval> {
    return this._client.request({ method: 'POST', path: `/v1/approvals/${seg(id)}/approve`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Approvals; filter by status
   *
   * The approvals waiting on the agents of your active workspace, of their service requests above a threshold and of their workflow runs' approval steps (`kind`) (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time; `status=pending` gives those waiting for a decision. Each holds the service request or the step it gates. An approval is approved or rejected by id from any workspace of the organization.
   *
   * `GET /api/v1/approvals`
   */
  list(query: ApprovalListParams = {}, options?: RequestOptions): PagePromise<T.Approval> {
    return this._client.getList('/v1/approvals', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Reject: the request ends blocked with approval_rejected
   *
   * Declines the request waiting for approval: it ends `blocked` with `approval_rejected`, nothing is spent, and the hold is released. The reason, if given, becomes the request's detail. A workflow's approval step fails instead. Decided once: an approval already decided, or expired, is 409. Audited as `approval.rejected`.
   *
   * `POST /api/v1/approvals/{id}/reject`
   */
  reject(id: string, body: ApprovalRejectParams = {}, options?: RequestOptions): APIPromise<T.Approval> {
    return this._client.request({ method: 'POST', path: `/v1/approvals/${seg(id)}/reject`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
