/**
 * The retry rules both SDKs share (docs/sdks.md; pinned by sdk-conformance/cases.json), as small
 * pure functions: retry on network errors and HTTP 429, 502, 503, 504; GETs always, mutations
 * only when idempotent; backoff 500 ms times 2^attempt, full jitter, cap 8 s; 2 retries by
 * default (0 disables); Retry-After honoured on 429.
 */

export const DEFAULT_MAX_RETRIES = 2;
export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 8_000;
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * A request may be sent again when it is a GET (or HEAD), or a mutation that carries an
 * Idempotency-Key (the server answers a replay with the first request's state, no second charge).
 */
export function isIdempotent(method: string, headers: Headers): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || headers.has('idempotency-key');
}

/**
 * Whether an attempt that ended with `status` (or with no response at all: `status` undefined)
 * may be retried. Retries left and time left are the caller's business.
 */
export function shouldRetry(input: { method: string; headers: Headers; status?: number | undefined }): boolean {
  if (!isIdempotent(input.method, input.headers)) return false;
  if (input.status === undefined) return true; // a network error
  return RETRYABLE_STATUSES.has(input.status);
}

/**
 * Full-jitter backoff before retry number `retryIndex` (0 for the first retry): a uniformly random
 * wait in [0, min(8000, 500 × 2^retryIndex)) milliseconds. The first retry waits up to 500 ms, the
 * second up to 1 s, the fifth and later up to 8 s.
 */
export function calculateDefaultRetryTimeoutMillis(retryIndex: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, INITIAL_RETRY_DELAY_MS * 2 ** Math.max(0, retryIndex));
  return Math.floor(random() * ceiling);
}

/**
 * `Retry-After` in milliseconds: delta-seconds (`"3"`, `"1.5"`) or an HTTP date. Undefined when
 * absent or unreadable; never negative.
 */
export function parseRetryAfterMillis(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/^[A-Za-z]{3},/.test(text)) return undefined; // an HTTP date: "Wed, 21 Oct 2015 07:28:00 GMT"
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * How long to wait before retry number `retryIndex`: on a 429 with a readable Retry-After, that
 * (honoured as sent, not capped at 8 s); otherwise the full-jitter backoff.
 */
export function retryDelayMillis(input: {
  retryIndex: number;
  status?: number | undefined;
  retryAfterMs?: number | undefined;
  random?: () => number;
}): number {
  if (input.status === 429 && input.retryAfterMs !== undefined) return input.retryAfterMs;
  return calculateDefaultRetryTimeoutMillis(input.retryIndex, input.random);
}
