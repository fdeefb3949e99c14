// GENERATED FILE, DO NOT EDIT. The `scheduledTasks` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type ScheduledTaskListParams = T.QueryParams<'scheduledTasks-list'>;
export type ScheduledTaskCreateParams = T.RequestBody<'scheduledTasks-create'>;
export type ScheduledTaskCreateResponse = T.ResponseBody<'scheduledTasks-create'>;
export type ScheduledTaskUpdateParams = T.RequestBody<'scheduledTasks-update'>;
export type ScheduledTaskListRunsParams = T.QueryParams<'scheduledTasks-listRuns'>;

/**
 * `client.scheduledTasks`
 */
export class ScheduledTasks extends APIResource {
  /**
   * Schedule an operation
   *
   * A task that dispatches `operation` with `payload` as the agent at every time of `cron_expr` in `timezone` (201, with `next_run_at`). Each fire is a governed dispatch through the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit), with an Idempotency-Key derived from the task and the scheduled time, so that a time is fired and charged once however many instances run and whatever crashes; a fire blocked or waiting for approval is recorded with that outcome and the schedule goes on (GET …/runs). A paused, disabled or deleted agent's tasks fire nothing: their fires are recorded skipped with the reason. Catch-up: a server down across several times fires the latest of them once when it runs again and records the older ones skipped (`missed`, the 100 most recent). Checked now: the agent (404), the operation (400), the payload against the operation's schema (400 naming `payload.…`), the schedule (400 naming `cron_expr` or `timezone`), and for workflow.run the workflow (one you can see: 404), its grant to the agent (403) and a published version unless `allow_draft` (409). `test_run: true` also fires once now, as a dashboard's test would: with the newest version of the workflow whether published or not, answered as `test_run`. Members may schedule; only its creator, admins and owners change or delete a task. Audited as `scheduled_task.created`, each fire as `scheduled_task.fired` (or `fire_skipped`, `fires_missed`).
   *
   * `POST /api/v1/scheduled-tasks`
   */
  create(body: ScheduledTaskCreateParams, options?: RequestOptions): APIPromise<ScheduledTaskCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/scheduled-tasks', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Delete a scheduled task
   *
   * By its creator, an admin or an owner (another member: 403). It fires no more; a fire of it not yet dispatched is recorded skipped (`source_deleted`); the requests it made stay in the audit trail. Audited as `scheduled_task.deleted`.
   *
   * `DELETE /api/v1/scheduled-tasks/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/scheduled-tasks/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The organization's scheduled tasks
   *
   * Every live task of the organization, oldest first (`order=desc`: newest first), a page at a time; deleted tasks are not listed.
   *
   * `GET /api/v1/scheduled-tasks`
   */
  list(query: ScheduledTaskListParams = {}, options?: RequestOptions): PagePromise<T.ScheduledTask> {
    return this._client.getList('/v1/scheduled-tasks', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * A scheduled task's fires
   *
   * Each fire, oldest first (`order=desc`: newest first), a page at a time: the time it was scheduled for, when it was dispatched, and the service request it made as that request stands now (with the workflow run a workflow.run started), or why it was skipped. Skipped fires are listed too.
   *
   * `GET /api/v1/scheduled-tasks/{id}/runs`
   */
  listRuns(id: string, query: ScheduledTaskListRunsParams = {}, options?: RequestOptions): PagePromise<T.EventFire> {
    return this._client.getList(`/v1/scheduled-tasks/${seg(id)}/runs`, query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * One scheduled task
   *
   * A live task of the organization; another organization's, a trigger's id or a deleted task is 404.
   *
   * `GET /api/v1/scheduled-tasks/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.ScheduledTask> {
    return this._client.request({ method: 'GET', path: `/v1/scheduled-tasks/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Change, pause or resume a scheduled task
   *
   * By its creator, an admin or an owner (another member: 403). `status: "paused"` stops its fires; `"active"` resumes it at its first time after now (the times passed while paused are not fired). A new `cron_expr` or `timezone` recomputes `next_run_at` from now; a new payload or `allow_draft` is checked as at creation. The agent and the operation are fixed: delete the task and schedule another. Audited as `scheduled_task.updated`.
   *
   * `PATCH /api/v1/scheduled-tasks/{id}`
   */
  update(id: string, body: ScheduledTaskUpdateParams = {}, options?: RequestOptions): APIPromise<T.ScheduledTask> {
    return this._client.request({ method: 'PATCH', path: `/v1/scheduled-tasks/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
