// GENERATED FILE, DO NOT EDIT. The `workflows` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import { createAndWait, type WaitOptions } from '../core/waiting.js';
import type * as T from '../types.js';

export type WorkflowRunListParams = T.QueryParams<'workflows-runs-list'>;
export type WorkflowRunCreateParams = T.RequestBody<'workflows-runs-create'>;
export type WorkflowVersionListParams = T.QueryParams<'workflows-versions-list'>;
export type WorkflowVersionCreateParams = T.RequestBody<'workflows-versions-create'>;
export type WorkflowVersionUnpublishParams = T.RequestBody<'workflows-versions-unpublish'>;
export type WorkflowListParams = T.QueryParams<'workflows-list'>;
export type WorkflowCreateParams = T.RequestBody<'workflows-create'>;
export type WorkflowUpdateParams = T.RequestBody<'workflows-update'>;
export type WorkflowShareParams = T.RequestBody<'workflows-share'>;
export type WorkflowListGrantsResponse = T.ResponseBody<'workflows-listGrants'>;
export type WorkflowGrantParams = T.RequestBody<'workflows-grant'>;
export type WorkflowRevokeParams = T.QueryParams<'workflows-revoke'>;

/**
 * `client.workflows.runs`
 */
export class WorkflowsRuns extends APIResource {
  /**
   * Cancel a running run
   *
   * For anyone who can see the workflow. The run stops at the engine’s next step: steps not finished are cancelled (a dispatch already under way completes and is charged), and the run ends `cancelled`. What its steps made and left open is closed in the same transaction, each as its own endpoint would close it and audited the same way: an approval step’s approval leaves the queue (`expired`, note "The run ended first"); an agent request still open is dismissed with the response "The workflow run was cancelled" (`agent_request.dismissed`); a delegated task still open is cancelled as its parent would cancel it (`delegated_task.updated`), so its child’s next dispatches are blocked `task_closed` while what it spent stays charged once; a sub-run (run_workflow, or a service_call’s workflow.run) is asked to stop. A run that fails dismisses its open agent requests and cancels its open delegated tasks the same way. Asking again changes nothing; a finished run is 409. Audited as `workflow.run_cancel_requested`, then `workflow.run_cancelled`.
   *
   * `POST /api/v1/workflows/{id}/runs/{runId}/cancel`
   */
  cancel(id: string, runId: string, options?: RequestOptions): APIPromise<T.WorkflowRun> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/runs/${seg(runId)}/cancel`, security: ['sessionCookie'] }, options);
  }

  /**
   * Run a workflow
   *
   * Starts a run (202) of a workflow you can see, as an agent it is granted to (else 403), of `version_id` or else the newest published version (none: 409). Each service_call and webhook step is a governed dispatch as that agent, in `mode`, with the same policy, budgets, approvals and audit as POST /api/v1/service-requests and an Idempotency-Key derived from run, step and attempt; steps whose inputs are ready run at once, concurrently. The engine runs on PostgreSQL: a server that stops mid-run resumes the run after it starts again, without repeating a finished step or charging twice. All ten step types run; an approval step waits for a person's decision on GET /api/v1/approvals, a run_workflow step for its sub-run. Sub-runs, by a run_workflow step or a step's workflow.run, nest at most 3 deep and one run's tree holds at most 100 runs, the run included, in test mode too: past either, the step fails saying which. Poll GET …/runs/{runId}. Audited as `workflow.run_started`, and `workflow.run_completed`, `_failed` or `_cancelled` when it ends.
   *
   * `POST /api/v1/workflows/{id}/runs`
   */
  create(id: string, body: WorkflowRunCreateParams, options?: RequestOptions): APIPromise<T.WorkflowRun> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/runs`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * Run a workflow, then poll `retrieve` until its status is completed, failed, cancelled.
   *
   * See core/waiting.ts for the polling schedule.
   */
  createAndWait(id: string, body: WorkflowRunCreateParams, options?: WaitOptions<T.WorkflowRun>): Promise<T.WorkflowRun> {
    return createAndWait((o) => this.create(id, body, o), (stateId, o) => this.retrieve(id, stateId, o), options, new Set(['completed', 'failed', 'cancelled']));
  }

  /**
   * A workflow's runs
   *
   * Oldest first (`order=desc`: newest first), a page at a time, each with its steps, for anyone who can see the workflow.
   *
   * `GET /api/v1/workflows/{id}/runs`
   */
  list(id: string, query: WorkflowRunListParams = {}, options?: RequestOptions): PagePromise<T.WorkflowRun> {
    return this._client.getList(`/v1/workflows/${seg(id)}/runs`, query, ['sessionCookie'], options);
  }

  /**
   * Run every failed step of a failed run again
   *
   * For anyone who can see the workflow. The run must have failed (else 409). A retried step gets a new attempt (at most 10; its dispatch is a new request, with the next attempt's Idempotency-Key), and so do the steps after it that were skipped; steps that completed keep their outputs and are not repeated. The run is running again. Audited as `workflow.run_retried`.
   *
   * `POST /api/v1/workflows/{id}/runs/{runId}/rerun-failed`
   */
  rerunFailed(id: string, runId: string, options?: RequestOptions): APIPromise<T.WorkflowRun> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/runs/${seg(runId)}/rerun-failed`, security: ['sessionCookie'] }, options);
  }

  /**
   * One run, with each step’s status, output, cost and timings
   *
   * For anyone who can see the workflow; a run of another workflow is 404.
   *
   * `GET /api/v1/workflows/{id}/runs/{runId}`
   */
  retrieve(id: string, runId: string, options?: RequestOptions): APIPromise<T.WorkflowRun> {
    return this._client.request({ method: 'GET', path: `/v1/workflows/${seg(id)}/runs/${seg(runId)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Retry one failed step of a failed run
   *
   * For anyone who can see the workflow. The step must have failed (else 409; no such step: 404). The run must have failed (else 409). A retried step gets a new attempt (at most 10; its dispatch is a new request, with the next attempt's Idempotency-Key), and so do the steps after it that were skipped; steps that completed keep their outputs and are not repeated. The run is running again. Audited as `workflow.run_retried`.
   *
   * `POST /api/v1/workflows/{id}/runs/{runId}/steps/{stepLabel}/retry`
   */
  retryStep(id: string, runId: string, stepLabel: string, options?: RequestOptions): APIPromise<T.WorkflowRun> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/runs/${seg(runId)}/steps/${seg(stepLabel)}/retry`, security: ['sessionCookie'] }, options);
  }
}

/**
 * `client.workflows.versions`
 */
export class WorkflowsVersions extends APIResource {
  /**
   * Save a workflow's steps and edges as a new draft version
   *
   * By the workflow's creator, an admin or an owner. Steps are of 10 types (service_call, delegation, approval, condition, delay, webhook, memory_read, memory_write, agent_request, run_workflow); edges make a directed acyclic graph. Validated before anything is saved, every problem listed in `details` at its path (400): a cycle, an edge to no step, a repeated label, an unknown step type, an input invalid for its type (a service_call's payload against its operation's schema), a template reading neither the input nor a step that runs before, a condition using an operator json-logic-engine lacks or more than 200 operations. A condition that runs longer than 1000 ms on its data fails its step. Templates: `${input.<key>}` and `${steps.<StepLabel>.output}`, with dotted paths. Versions are numbered 1, 2, 3… and never change once saved. Audited as `workflow.version_created`.
   *
   * `POST /api/v1/workflows/{id}/versions`
   */
  create(id: string, body: WorkflowVersionCreateParams, options?: RequestOptions): APIPromise<T.WorkflowVersion> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/versions`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * A workflow's versions
   *
   * Oldest first (`order=desc`: newest first), a page at a time, each with its steps and edges, for anyone who can see the workflow.
   *
   * `GET /api/v1/workflows/{id}/versions`
   */
  list(id: string, query: WorkflowVersionListParams = {}, options?: RequestOptions): PagePromise<T.WorkflowVersion> {
    return this._client.getList(`/v1/workflows/${seg(id)}/versions`, query, ['sessionCookie'], options);
  }

  /**
   * Request publication of a version (governance review)
   *
   * Whoever may change the workflow asks; the version stays a draft until a member with `publish.manage` approves the request (PATCH /api/v1/publish-requests/{id}). An owner’s request is approved at once: the answer is then `approved`, with its publication. Once published, the version is the one runs and workflow.run use when no version is named; the version published before it goes back to draft. A version already published, or with a request pending, is 409. Audited as `publish.requested`.
   *
   * `POST /api/v1/workflows/{id}/versions/{versionId}/publish`
   */
  publish(id: string, versionId: string, options?: RequestOptions): APIPromise<T.PublishRequest> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/versions/${seg(versionId)}/publish`, security: ['sessionCookie'] }, options);
  }

  /**
   * One version of a workflow
   *
   * Its steps, edges and status, for anyone who can see the workflow; a version of another workflow is 404.
   *
   * `GET /api/v1/workflows/{id}/versions/{versionId}`
   */
  retrieve(id: string, versionId: string, options?: RequestOptions): APIPromise<T.WorkflowVersion> {
    return this._client.request({ method: 'GET', path: `/v1/workflows/${seg(id)}/versions/${seg(versionId)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Revert a published version to draft
   *
   * Needs `publish.manage` (owners hold it), in a browser session. Its publication is revoked and the version is a draft again: runs and workflow.run without a version find no published one until another is published. Audited as `publication.revoked` with the reason. A draft is 409.
   *
   * `POST /api/v1/workflows/{id}/versions/{versionId}/unpublish`
   */
  unpublish(id: string, versionId: string, body: WorkflowVersionUnpublishParams, options?: RequestOptions): APIPromise<T.WorkflowVersion> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/versions/${seg(versionId)}/unpublish`, body, security: ['sessionCookie'] }, options);
  }
}

/**
 * `client.workflows`
 */
export class Workflows extends APIResource {
  readonly versions: WorkflowsVersions = new WorkflowsVersions(this._client);
  readonly runs: WorkflowsRuns = new WorkflowsRuns(this._client);

  /**
   * Create a workflow
   *
   * A private workflow of yours, without steps: save its steps and edges as a version (POST /api/v1/workflows/{id}/versions). Browser session only, as every workflow endpoint (the spec keeps workflows to the web UI; a personal token is 403). A name already used in the organization, ignoring case, is 409. Audited as `workflow.created`.
   *
   * `POST /api/v1/workflows`
   */
  create(body: WorkflowCreateParams, options?: RequestOptions): APIPromise<T.Workflow> {
    return this._client.request({ method: 'POST', path: '/v1/workflows', body, security: ['sessionCookie'] }, options);
  }

  /**
   * Delete a workflow
   *
   * By its creator, an admin or an owner (anyone else who can see it: 403). It leaves the lists and its grants to agents end; its versions are kept for the runs that used them, and its name is free again. Audited as `workflow.deleted`.
   *
   * `DELETE /api/v1/workflows/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/workflows/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Grant a workflow to an agent
   *
   * Admins and owners, in a browser session. The agent may then run the workflow (workflow.run, and run_workflow steps), and GET /api/v1/agents/{id}/skills lists it as a `workflow` skill. Granting again changes nothing and answers the grant there is. An agent or workflow not in the organization is 404. Audited as `workflow.granted`.
   *
   * `POST /api/v1/workflows/{id}/agents`
   */
  grant(id: string, body: WorkflowGrantParams, options?: RequestOptions): APIPromise<T.WorkflowGrant> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/agents`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * The workflows you can see
   *
   * Yours, those shared with a team you are in or with the organization, and for admins and owners all of the organization's; oldest first (`order=desc`: newest first), a page at a time. Deleted workflows are not listed.
   *
   * `GET /api/v1/workflows`
   */
  list(query: WorkflowListParams = {}, options?: RequestOptions): PagePromise<T.Workflow> {
    return this._client.getList('/v1/workflows', query, ['sessionCookie'], options);
  }

  /**
   * The agents a workflow is granted to
   *
   * Every live agent that may run the workflow, in the order granted (one row per agent: no pages), for anyone who can see the workflow.
   *
   * `GET /api/v1/workflows/{id}/agents`
   */
  listGrants(id: string, options?: RequestOptions): APIPromise<WorkflowListGrantsResponse> {
    return this._client.request({ method: 'GET', path: `/v1/workflows/${seg(id)}/agents`, security: ['sessionCookie'] }, options);
  }

  /**
   * One workflow
   *
   * A workflow you can see (GET /api/v1/workflows says which); any other, or a deleted one, is 404.
   *
   * `GET /api/v1/workflows/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.Workflow> {
    return this._client.request({ method: 'GET', path: `/v1/workflows/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Take a workflow from an agent
   *
   * Admins and owners, in a browser session (`?agent_id=`). The agent can no longer start the workflow, and it leaves the agent's skills; runs already started go on. A workflow the agent was not granted is 404. Audited as `workflow.revoked`.
   *
   * `DELETE /api/v1/workflows/{id}/agents`
   */
  revoke(id: string, query: WorkflowRevokeParams, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/workflows/${seg(id)}/agents`, query, security: ['sessionCookie'] }, options);
  }

  /**
   * Set who can see a workflow
   *
   * By its creator, an admin or an owner. private: them alone; team: also the members of team_id (a team of the organization, else 404); org: everyone in the organization. Seeing a workflow lets a person read it and its versions and runs; changing it stays with its creator, admins and owners. Audited as `workflow.shared`.
   *
   * `POST /api/v1/workflows/{id}/share`
   */
  share(id: string, body: WorkflowShareParams, options?: RequestOptions): APIPromise<T.Workflow> {
    return this._client.request({ method: 'POST', path: `/v1/workflows/${seg(id)}/share`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * Rename a workflow or change its description
   *
   * By its creator, an admin or an owner (anyone else who can see it: 403). Fields left out stay. Its steps change only by a new version. A name another workflow has, ignoring case, is 409. Audited as `workflow.updated`.
   *
   * `PATCH /api/v1/workflows/{id}`
   */
  update(id: string, body: WorkflowUpdateParams = {}, options?: RequestOptions): APIPromise<T.Workflow> {
    return this._client.request({ method: 'PATCH', path: `/v1/workflows/${seg(id)}`, body, security: ['sessionCookie'] }, options);
  }
}
