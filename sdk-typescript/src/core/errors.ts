import { ERROR_CODES, type ErrorCode } from '../generated/codes.js';

/**
 * What went wrong, as one error type with a kind (docs/sdks.md), chosen by the
 * server's error code first and by the HTTP status only when the code is unknown:
 * - `network`: no HTTP response: DNS, refused connection, reset, or the call's overall timeout
 *   (then `code` is `"timeout"`);
 * - `unauthorized`: `unauthorized` or `forbidden` (else 401 or 403), or no credential configured
 *   (`missing_credential`, nothing sent);
 * - `rate_limited`: `rate_limited` (else 429; see `retryAfter`);
 * - `idempotency_conflict`: `idempotency_conflict`: the Idempotency-Key belongs to another
 *   request;
 * - `conflict`: `conflict` (else another 409): the change conflicts with the current state;
 * - `http`: any other non-2xx answer;
 * - `invalid_response`: a response the client cannot use: a body that is not JSON, or a list whose
 *   server repeats a cursor;
 * - `timeout`: only {@link ProctorWaitTimeoutError}: `createAndWait` ran out of its polling budget.
 */
export type ProctorErrorKind =
  | 'network'
  | 'unauthorized'
  | 'rate_limited'
  | 'idempotency_conflict'
  | 'conflict'
  | 'http'
  | 'invalid_response'
  | 'timeout';

/**
 * The server's error codes (generated from the document's `ErrorCode`), the client's own, and,
 * since the set is open, any other string a newer server sends.
 */
export type ProctorErrorCode = ErrorCode | 'timeout' | 'missing_credential' | 'repeated_cursor' | 'wait_timeout' | (string & {});

/** The kind of each server error code that is not `http`. */
const KIND_OF_CODE: Partial<Record<ErrorCode, ProctorErrorKind>> = {
  unauthorized: 'unauthorized',
  forbidden: 'unauthorized',
  rate_limited: 'rate_limited',
  idempotency_conflict: 'idempotency_conflict',
  conflict: 'conflict',
};

export interface ProctorErrorDetail {
  path: string;
  message: string;
  code?: string;
}

export interface ProctorErrorInit {
  kind: ProctorErrorKind;
  message: string;
  status?: number | undefined;
  code?: ProctorErrorCode | undefined;
  requestId?: string | undefined;
  retryAfter?: number | undefined;
  attempts?: number | undefined;
  idempotencyKey?: string | undefined;
  details?: ProctorErrorDetail[] | undefined;
  headers?: Headers | undefined;
  body?: unknown;
  cause?: unknown;
}

/** The one error type of the SDK. Dispatch outcomes (blocked, approval_required, failed) are never thrown. */
export class ProctorError extends Error {
  override readonly name: string = 'ProctorError';
  readonly kind: ProctorErrorKind;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The server's `error.code` (open set), or a client code: `timeout`, `missing_credential`, `repeated_cursor`, `wait_timeout`. */
  readonly code: ProctorErrorCode | undefined;
  /** `X-Request-Id` of the last response (or `error.request_id`). */
  readonly requestId: string | undefined;
  /** Seconds from the `Retry-After` header, when present. */
  readonly retryAfter: number | undefined;
  /** How many HTTP attempts were made (1 + retries); 0 when nothing was sent. */
  readonly attempts: number;
  /** The Idempotency-Key the request carried, if any. */
  readonly idempotencyKey: string | undefined;
  /** `error.details`: the offending fields of an `invalid_request`. */
  readonly details: ProctorErrorDetail[] | undefined;
  /** Response headers, when a response arrived. */
  readonly headers: Headers | undefined;
  /** The parsed (or raw text) response body, when a response arrived. */
  readonly body: unknown;

  constructor(init: ProctorErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.attempts = init.attempts ?? 0;
    this.idempotencyKey = init.idempotencyKey;
    this.details = init.details;
    this.headers = init.headers;
    this.body = init.body;
  }

  /** The kind of a non-2xx answer: by its error code when the SDK knows the code, else by its status. */
  static kindFor(status: number, code: string | undefined): ProctorErrorKind {
    if (code !== undefined && (ERROR_CODES as readonly string[]).includes(code)) return KIND_OF_CODE[code as ErrorCode] ?? 'http';
    if (status === 401 || status === 403) return 'unauthorized';
    if (status === 429) return 'rate_limited';
    if (status === 409) return 'conflict';
    return 'http';
  }
}

/** `createAndWait` ran out of its polling budget; `lastState` is the request as last seen. */
export class ProctorWaitTimeoutError<State = unknown> extends ProctorError {
  override readonly name: string = 'ProctorWaitTimeoutError';
  readonly lastState: State;
  /** Milliseconds spent waiting. */
  readonly waitedMs: number;

  constructor(init: { message: string; lastState: State; waitedMs: number; requestId?: string | undefined; idempotencyKey?: string | undefined }) {
    super({
      kind: 'timeout',
      code: 'wait_timeout',
      message: init.message,
      requestId: init.requestId,
      idempotencyKey: init.idempotencyKey,
    });
    this.lastState = init.lastState;
    this.waitedMs = init.waitedMs;
  }
}
