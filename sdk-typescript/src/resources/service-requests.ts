import type { APIPromise } from '../core/api-promise.js';
import { ProctorWaitTimeoutError } from '../core/errors.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import { sleep } from '../core/sleep.js';
import { uuid4 } from '../core/uuid.js';
import type {
  DispatchBody,
  OperationName,
  ServiceRequest,
  ServiceRequestCreateParams,
  ServiceRequestListParams,
  ServiceRequestOf,
  ServiceRequestStatus,
} from '../types.js';

export interface DispatchOptions extends RequestOptions {
  /**
   * The Idempotency-Key of this logical dispatch. Default: a new UUID v4 per `create` call, reused
   * on every retry of that call. Pass your own to make a dispatch safe to repeat across calls or
   * processes (the server answers a replay with the first request's state, no second charge).
   */
  idempotencyKey?: string | undefined;
}

export interface WaitOptions extends DispatchOptions {
  /** Total polling budget in milliseconds, from the first answer. Default 300 000 (5 minutes). */
  waitTimeout?: number | undefined;
  /** Called with each state seen while waiting (the dispatch answer, then each poll). */
  onPoll?: ((state: ServiceRequest) => void) | undefined;
}

/** The statuses `createAndWait` stops on (spec, Limits: "stops on executed, failed or blocked"). */
export const TERMINAL_STATUSES: ReadonlySet<ServiceRequestStatus> = new Set(['executed', 'failed', 'blocked']);
export const POLL_INITIAL_MS = 2_000;
export const POLL_MULTIPLIER = 1.5;
export const POLL_MAX_MS = 10_000;
export const WAIT_TIMEOUT_MS = 300_000;

/** The polling delays `createAndWait` uses: 2 s, then × 1.5, capped at 10 s. `n` is 0 for the first poll. */
export function pollDelayMillis(n: number): number {
  return Math.min(POLL_MAX_MS, POLL_INITIAL_MS * POLL_MULTIPLIER ** Math.max(0, n));
}

export class ServiceRequests extends APIResource {
  /**
   * Dispatches a paid action through the governed pipeline (`POST /api/v1/service-requests`, agent
   * key). Blocked, approval_required and failed are outcomes, returned, never thrown; narrow on
   * `status`. Retried on network errors, 429, 502, 503 and 504 with one Idempotency-Key.
   */
  create<Op extends OperationName>(params: ServiceRequestCreateParams<Op>, options?: DispatchOptions): APIPromise<ServiceRequestOf<Op>>;
  /** The `{service, operation}` form, or any body of the generated union. */
  create(params: DispatchBody, options?: DispatchOptions): APIPromise<ServiceRequest>;
  create(params: DispatchBody | ServiceRequestCreateParams, options: DispatchOptions = {}): APIPromise<ServiceRequest> {
    const { idempotencyKey, ...rest } = options;
    return this._client.request<ServiceRequest>(
      {
        method: 'POST',
        path: '/v1/service-requests',
        body: params,
        auth: 'agent',
        idempotencyKey: idempotencyKey ?? uuid4(),
      },
      rest,
    );
  }

  /**
   * Dispatches, then polls `GET /api/v1/service-requests/{id}` until the request is executed,
   * failed or blocked: the first poll 2 s after the answer, each wait × 1.5, at most 10 s, for at
   * most `waitTimeout` (5 minutes). A request waiting for approval or running keeps being polled.
   * Throws {@link ProctorWaitTimeoutError} (with `lastState`) when the budget runs out; the
   * `signal` cancels the dispatch, any poll and any wait.
   */
  createAndWait<Op extends OperationName>(params: ServiceRequestCreateParams<Op>, options?: WaitOptions): Promise<ServiceRequestOf<Op>>;
  createAndWait(params: DispatchBody, options?: WaitOptions): Promise<ServiceRequest>;
  async createAndWait(params: DispatchBody | ServiceRequestCreateParams, options: WaitOptions = {}): Promise<ServiceRequest> {
    const { waitTimeout = WAIT_TIMEOUT_MS, onPoll, ...dispatchOptions } = options;
    if (!(Number.isFinite(waitTimeout) && waitTimeout >= 0)) throw new TypeError('waitTimeout must be a non-negative number of milliseconds');
    const idempotencyKey = dispatchOptions.idempotencyKey ?? uuid4();
    let state: ServiceRequest = await this.create(params as DispatchBody, { ...dispatchOptions, idempotencyKey });
    onPoll?.(state);
    const started = Date.now();
    const { idempotencyKey: _key, ...pollOptions } = dispatchOptions;
    for (let n = 0; !TERMINAL_STATUSES.has(state.status); n++) {
      const elapsed = Date.now() - started;
      if (elapsed >= waitTimeout) {
        throw new ProctorWaitTimeoutError({
          message: `Service request ${state.id} is still ${state.status} after waiting ${elapsed} ms`,
          lastState: state,
          waitedMs: elapsed,
          idempotencyKey,
        });
      }
      await sleep(Math.min(pollDelayMillis(n), waitTimeout - elapsed), options.signal);
      state = await this.retrieve(state.id, pollOptions);
      onPoll?.(state);
    }
    return state;
  }

  /** One service request (`GET /api/v1/service-requests/{id}`): the agent key if set, else the token. */
  retrieve(id: string, options?: RequestOptions): APIPromise<ServiceRequest> {
    return this._client.request({ method: 'GET', path: `/v1/service-requests/${seg(id)}`, auth: 'agent-or-token' }, options);
  }

  /** The organization's service requests, oldest first (`GET /api/v1/service-requests`, token). */
  list(params: ServiceRequestListParams = {}, options?: RequestOptions): PagePromise<ServiceRequest> {
    return this._client.getList('/v1/service-requests', params, options);
  }
}
