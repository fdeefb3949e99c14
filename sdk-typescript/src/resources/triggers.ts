// GENERATED FILE, DO NOT EDIT. The `triggers` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { seg } from '../core/resource.js';
import type * as T from '../types.js';
import { TriggersHelpers } from '../lib/triggers.js';

export type TriggerListParams = T.QueryParams<'triggers-list'>;
export type TriggerCreateParams = T.RequestBody<'triggers-create'>;
export type TriggerUpdateParams = T.RequestBody<'triggers-update'>;
export type TriggerListRunsParams = T.QueryParams<'triggers-listRuns'>;

/**
 * `client.triggers`
 */
export class Triggers extends TriggersHelpers {
  /**
   * Create a trigger
   *
   * An event source that dispatches `operation` as the agent, each fire a governed dispatch through the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit). Kind `webhook` fires on each signed POST to its `fire_url` (POST /api/v1/triggers/{id}/fire, which says how to sign one and how the fired JSON merges into `payload`); kind `cron` fires at every time of `cron_expr` in `timezone`, exactly as a scheduled task does. The answer (201) carries `signing_secret` this once: it is stored encrypted with PROCTOR_ENCRYPTION_KEY, as connected apps' tokens are (on an external database without that setting, 501 `not_configured`), and can never be read again; rotation is delete and recreate. Checked now: the agent (404), the operation (400), for a cron trigger its payload and schedule (400 naming the field) and for workflow.run its workflow (404, 403, 409 as for a scheduled task). Browser session only, as the spec says (a personal token is 403). Only its creator, admins and owners change or delete a trigger. Audited as `trigger.created`.
   *
   * `POST /api/v1/triggers`
   */
  create(body: TriggerCreateParams, options?: RequestOptions): APIPromise<T.CreatedTrigger> {
    return this._client.request({ method: 'POST', path: '/v1/triggers', body, security: ['sessionCookie'] }, options);
  }

  /**
   * Delete a trigger
   *
   * By its creator, an admin or an owner (another member: 403). It fires no more: its fire URL answers 404, a cron fire of it not yet dispatched is recorded skipped (`source_deleted`); its fires stay in the audit trail. This is how a signing secret is rotated: delete the trigger and create another. Browser session only (a personal token is 403). Audited as `trigger.deleted`.
   *
   * `DELETE /api/v1/triggers/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/triggers/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * The organization's triggers
   *
   * Every live trigger of the organization, oldest first (`order=desc`: newest first), a page at a time (the SDKs iterate every page); deleted triggers are not listed. Signing secrets are never shown. Browser session only (a personal token is 403).
   *
   * `GET /api/v1/triggers`
   */
  list(query: TriggerListParams = {}, options?: RequestOptions): PagePromise<T.Trigger> {
    return this._client.getList('/v1/triggers', query, ['sessionCookie'], options);
  }

  /**
   * A trigger's fires
   *
   * Each fire, oldest first (`order=desc`: newest first), a page at a time: for a cron trigger the time it was scheduled for, when it was dispatched, and the service request it made as that request stands now (with the workflow run a workflow.run started), or why it was skipped. A webhook fire refused before dispatch (a bad signature, a paused trigger, a body the operation refuses) left no fire. Browser session only (a personal token is 403).
   *
   * `GET /api/v1/triggers/{id}/runs`
   */
  listRuns(id: string, query: TriggerListRunsParams = {}, options?: RequestOptions): PagePromise<T.EventFire> {
    return this._client.getList(`/v1/triggers/${seg(id)}/runs`, query, ['sessionCookie'], options);
  }

  /**
   * One trigger
   *
   * A live trigger of the organization, without its signing secret (shown only at creation); a deleted one, or another organization's, is 404. Browser session only (a personal token is 403).
   *
   * `GET /api/v1/triggers/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.Trigger> {
    return this._client.request({ method: 'GET', path: `/v1/triggers/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Change, pause or resume a trigger
   *
   * By its creator, an admin or an owner (another member: 403). Fields left out stay. `status: "paused"` stops its fires (a webhook fire is then 409); `"active"` takes them again (a cron trigger at its first time after now). The agent, the operation, the kind, the mode and the signing secret are fixed: delete the trigger and create another. Browser session only (a personal token is 403). Audited as `trigger.updated`.
   *
   * `PATCH /api/v1/triggers/{id}`
   */
  update(id: string, body: TriggerUpdateParams = {}, options?: RequestOptions): APIPromise<T.Trigger> {
    return this._client.request({ method: 'PATCH', path: `/v1/triggers/${seg(id)}`, body, security: ['sessionCookie'] }, options);
  }
}
