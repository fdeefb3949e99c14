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

/**
 * `client.serviceRequests`
 */
export class ServiceRequests extends APIResource {
  /**
   * Dispatch a paid action through the governed pipeline
   *
   * Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider, debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. A payload that fails its operation's schema is a 400 invalid_request naming each bad field (`details[].path`, e.g. `payload.to`); it takes no Idempotency-Key. The same Idempotency-Key with the same body answers the same request again, without a second execution or charge (202 `running` while it is still in flight).
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
   * A service request's progress, streamed until it is final
   *
   * Server-Sent Events: `status` with the request now and at each change of its status, then `done` with the final request, and the stream closes. Each event id resumes: sent back as Last-Event-ID, only later changes follow. Visibility as GET /v1/service-requests/{id}. A credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429 `rate_limited` with Retry-After. A stream that sent no event for PROCTOR_STREAM_IDLE_SECONDS (default 300) ends with `reconnect` (reason `idle`), as after PROCTOR_STREAM_MAX_SECONDS (`max_duration`).
   *
   * `GET /api/v1/service-requests/{id}/events`
   */
  events(id: string, options?: RequestOptions): Stream<StreamEvent<{ status: T.ServiceRequest; done: T.ServiceRequest }>> {
    return this._client.stream({ method: 'GET', path: `/v1/service-requests/${seg(id)}/events`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Your workspace's service requests
   *
   * The service requests of the agents of your active workspace (POST /v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time (`cursor`, `limit`); filter by agent, status, operation or mode. Each is as GET /v1/service-requests/{id} answers it, which reads a request of any workspace of the organization.
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
