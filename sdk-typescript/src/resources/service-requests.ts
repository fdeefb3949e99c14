// GENERATED FILE, DO NOT EDIT. The `serviceRequests` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { DispatchRequestOptions, RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type { Stream, StreamEvent } from '../core/streaming.js';
import { createAndWait, type WaitOptions } from '../core/waiting.js';
import type * as T from '../types.js';

export type ServiceRequestListParams = T.QueryParams<'serviceRequests-list'>;
export type ServiceRequestDryRunParams = T.RequestBody<'serviceRequests-dryRun'>;

/**
 * `client.serviceRequests`
 */
export class ServiceRequests extends APIResource {
  /**
   * Dispatch a paid action through the governed pipeline
   *
   * Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider, debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors: their `reason_code` is one of `ReasonCode` (each with its meaning), and `result` is `{detail}`, the same words whether the request was refused here or at its approval. A budget's refusal words its detail as one sentence to act on: the limit, what is used of it (`refusal.limit.used`), what the request adds, when it resets, then the reason's advice; e.g. "The binding's daily limit of 50 requests is reached (50 used; this request adds 1); it resets at 2026-11-30T00:00:00Z. Retry after 00:00 UTC, …".
   *
   * - **Idempotency.** The key is scoped to the agent and the key's mode: a test key's request never answers a live key's. The same key with the same operation and payload (compared as RFC 8785 canonical JSON, so key order does not matter) answers that request's current state again, without a second execution or charge; while the first is still being executed, 202 `running` with its id: poll GET /api/v1/service-requests/{id} rather than retrying under a new key and paying twice. Another body under the same key is 409 `idempotency_conflict`.
   * - **Bad input.** An unknown operation, a body that is not `{operation, service?, payload}`, or a payload that fails its operation's schema is 400 `invalid_request`, not an outcome: `details[].path` names each bad field from the body (`payload.to`, `payload.messages.0.role`), nothing is recorded, and the Idempotency-Key stays free for the corrected request.
   * - **Test mode** meets the approval gate and every cap at the live price, and is refused when the wallet's balance would not cover it, so that it shows live's outcomes; it never holds or debits the wallet.
   * - **Budgets** count per UTC day or month, only for the limits that are set: a limit set mid-month counts from then.
   * - **Stopped agents.** A deleted agent's request is `failed` `agent_disabled`. Once pausing, disabling or deleting an agent has answered, no request of it, nor of the agents it spawned, is admitted.
   * - **Results** are kept as PostgreSQL `jsonb`, and every read, the first answer included, serves the stored value: object keys come in `jsonb` order (shorter keys first), the same every time.
   * - **Unsettled requests.** `running` requests are polled every few seconds, or reported by their provider (POST /api/v1/webhooks/reconcile/{provider}). A request admitted but never settled (its process died) is failed `adapter_error` with detail `interrupted` by a sweeper, its hold released.
   *
   * `POST /api/v1/service-requests`
   */
  create<Op extends T.OperationName>(body: T.ServiceRequestCreateParams<Op>, options?: DispatchRequestOptions): APIPromise<T.ServiceRequestOf<Op>>;
  create(body: T.DispatchBody, options?: DispatchRequestOptions): APIPromise<T.ServiceRequest>;
  create(body: T.DispatchBody | T.ServiceRequestCreateParams, options?: DispatchRequestOptions): APIPromise<T.ServiceRequest> {
    return this._client.request({ method: 'POST', path: '/v1/service-requests', body, security: ['agentKey'], idempotent: true, delegatable: true }, options);
  }

  /**
   * Dispatch a paid action through the governed pipeline, then poll `retrieve` until the outcome (executed, failed or blocked).
   *
   * The same Idempotency-Key for the create; see core/waiting.ts for the polling schedule.
   */
  createAndWait<Op extends T.OperationName>(body: T.ServiceRequestCreateParams<Op>, options?: WaitOptions<T.ServiceRequest>): Promise<T.ServiceRequestOf<Op>>;
  createAndWait(body: T.DispatchBody, options?: WaitOptions<T.ServiceRequest>): Promise<T.ServiceRequest>;
  createAndWait(body: T.DispatchBody | T.ServiceRequestCreateParams, options?: WaitOptions<T.ServiceRequest>): Promise<T.ServiceRequest> {
    return createAndWait((o) => this.create(body as T.DispatchBody, o), (id, o) => this.retrieve(id, o), options, new Set(['executed', 'blocked', 'failed']));
  }

  /**
   * What a dispatch would answer now, without dispatching
   *
   * Needs an agent key; the same body as POST /api/v1/service-requests, and its X-Delegated-Task header. Answers the decision the pipeline would take now (policy, budgets, approval gate, in the dispatch's own order and by its own rules), the worst-case cost, and each budget level's headroom, in the order the pipeline checks them. Records nothing: no request, hold, counter, approval, audit entry or Idempotency-Key (none is needed; one sent is ignored, and the dry run answers as for a new request). The provider is not called; a model's price may be asked of it, as a dispatch asks it.
   *
   * - **Decision.** `executed` when every rule and budget lets the request through, so the provider would be called (which may still fail, or answer `running` first); else `blocked`, `approval_required` or `failed` with the `reason_code`, `detail` and `refusal` the dispatch would record. Outcomes decided only by the provider, or by an internal operation's own checks once admitted (workflow and resource grants), are not foreseen.
   * - **Budgets** are checked by the admission statement itself, made check-only (as at the approval gate), on the rows as they are now: a dispatch made next may still meet another answer if anything changes between them.
   * - **Bad input** is 400 `invalid_request` as for a dispatch (an unknown operation, a bad body; a payload that fails its schema unless the policy refuses first), and a task not delegated to this agent 404.
   *
   * `POST /api/v1/service-requests/dry-run`
   */
  dryRun(body: ServiceRequestDryRunParams, options?: DispatchRequestOptions): APIPromise<T.ServiceRequestDryRun> {
    return this._client.request({ method: 'POST', path: '/v1/service-requests/dry-run', body, security: ['agentKey'], delegatable: true }, options);
  }

  /**
   * A service request's progress, streamed until it is final
   *
   * Server-Sent Events: `status` with the request now and at each change of its status, then `done` with the final request, and the stream closes. Each event id resumes: sent back as Last-Event-ID, only later changes follow. Visibility as GET /api/v1/service-requests/{id}. A credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429 `rate_limited` with Retry-After. A stream that sent no event for PROCTOR_STREAM_IDLE_SECONDS (default 300) ends with `reconnect` (reason `idle`), as after PROCTOR_STREAM_MAX_SECONDS (default 900, `max_duration`) and when the server stops: come back with Last-Event-ID. A `: ping` comment comes every PROCTOR_STREAM_PING_MS (default 15 s), and the server re-reads the request every PROCTOR_STREAM_POLL_MS (default 500 ms) while the client listens. Errors before the stream starts (401, 403, 404, 429) are plain JSON; a failure once it streams ends it with an `error` event carrying the error envelope. The SDKs iterate it and resume by themselves.
   *
   * `GET /api/v1/service-requests/{id}/events`
   */
  events(id: string, options?: RequestOptions): Stream<StreamEvent<{ status: T.ServiceRequest; done: T.ServiceRequest }>> {
    return this._client.stream({ method: 'GET', path: `/v1/service-requests/${seg(id)}/events`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Your workspace's service requests
   *
   * The service requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time (`cursor`, `limit`); filter by agent, status, operation or mode. Each is as GET /api/v1/service-requests/{id} answers it, which reads a request of any workspace of the organization.
   *
   * `GET /api/v1/service-requests`
   */
  list(query: ServiceRequestListParams = {}, options?: RequestOptions): PagePromise<T.ServiceRequest> {
    return this._client.getList('/v1/service-requests', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * One service request, for polling
   *
   * An agent key sees its own agent's requests; a person sees the organization's.
   *
   * `GET /api/v1/service-requests/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.ServiceRequest> {
    return this._client.request({ method: 'GET', path: `/v1/service-requests/${seg(id)}`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}
