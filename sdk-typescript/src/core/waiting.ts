import type { APIPromise } from './api-promise.js';
import { ProctorWaitTimeoutError } from './errors.js';
import type { DispatchRequestOptions, RequestOptions } from './http.js';
import { sleep } from './sleep.js';
import { uuid4 } from './uuid.js';

export interface WaitOptions<State = { id: string; status: string }> extends DispatchRequestOptions {
  /** Total polling budget in milliseconds, from the first answer. Default 300 000 (5 minutes). */
  waitTimeout?: number | undefined;
  /** Called with each state seen while waiting (the first answer, then each poll). */
  onPoll?: ((state: State) => void) | undefined;
}

/** The statuses `createAndWait` stops on (spec, Limits: "stops on executed, failed or blocked"). */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['executed', 'failed', 'blocked']);
export const POLL_INITIAL_MS = 2_000;
export const POLL_MULTIPLIER = 1.5;
export const POLL_MAX_MS = 10_000;
export const WAIT_TIMEOUT_MS = 300_000;

/** The polling delays `createAndWait` uses: 2 s, then × 1.5, capped at 10 s. `n` is 0 for the first poll. */
export function pollDelayMillis(n: number): number {
  return Math.min(POLL_MAX_MS, POLL_INITIAL_MS * POLL_MULTIPLIER ** Math.max(0, n));
}

/**
 * The runtime of every `createAndWait` (an operation the document marks `x-sdk.waitable`): create
 * once (a dispatch with one Idempotency-Key), then poll `retrieve` until the state's status is one
 * of `until` (the document's `x-sdk.waitable.until`; a dispatch's outcomes by default): the first poll 2 s after the answer, each wait × 1.5, at most 10 s, for at most
 * `waitTimeout` (5 minutes). Throws {@link ProctorWaitTimeoutError} (with `lastState`) when the
 * budget runs out; the `signal` cancels the create, any poll and any wait.
 */
export async function createAndWait<State extends { id: string; status: string }>(
  create: (options: DispatchRequestOptions) => APIPromise<State>,
  retrieve: (id: string, options: RequestOptions) => APIPromise<State>,
  options: WaitOptions<State> = {},
  until: ReadonlySet<string> = TERMINAL_STATUSES,
): Promise<State> {
  const { waitTimeout = WAIT_TIMEOUT_MS, onPoll, idempotencyKey: given, ...requestOptions } = options;
  if (!(Number.isFinite(waitTimeout) && waitTimeout >= 0)) throw new TypeError('waitTimeout must be a non-negative number of milliseconds');
  const idempotencyKey = given ?? uuid4();
  let state = await create({ ...requestOptions, idempotencyKey });
  onPoll?.(state);
  const started = Date.now();
  for (let n = 0; !until.has(state.status); n++) {
    const elapsed = Date.now() - started;
    if (elapsed >= waitTimeout) {
      throw new ProctorWaitTimeoutError({
        message: `${state.id} is still ${state.status} after waiting ${elapsed} ms`,
        lastState: state,
        waitedMs: elapsed,
        idempotencyKey,
      });
    }
    await sleep(Math.min(pollDelayMillis(n), waitTimeout - elapsed), options.signal);
    state = await retrieve(state.id, requestOptions);
    onPoll?.(state);
  }
  return state;
}
