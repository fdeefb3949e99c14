import type { WithResponse } from './api-promise.js';
import { ProctorError, type ProctorErrorDetail } from './errors.js';
import { redactHeaders, type Logger } from './logger.js';
import { parseRetryAfterMillis, retryDelayMillis, shouldRetry } from './retry.js';
import { raceAbort, sleep } from './sleep.js';
import { uuid4 } from './uuid.js';

export type HTTPMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The security schemes of the OpenAPI document. An operation lists the ones it accepts (its
 * `security`, which the generated resources copy); the client sends the first it holds: the agent
 * key, the personal access token, the device token, or a session cookie: the one the caller passes in
 * `options.headers`, or the browser's own with `browserSession` (then no bearer credential is
 * added, since it would win over the cookie). None: public.
 */
export type SecurityScheme = 'agentKey' | 'personalToken' | 'sessionCookie' | 'deviceToken';

/** Passed to `onRetry` before each retry's wait. */
export interface RetryInfo {
  /** 1 for the first retry. */
  retry: number;
  /** The attempt that just failed (1 for the first). */
  attempt: number;
  /** How long the client will wait before the next attempt. */
  delayMs: number;
  method: string;
  url: string;
  /** The status of the failed attempt; undefined after a network error. */
  status: number | undefined;
  /** The error the failed attempt would have thrown. */
  error: ProctorError;
  idempotencyKey: string | undefined;
}

/** Options every method takes as its last argument. */
export interface RequestOptions {
  /** Cancels the call: fetch, body read and every wait between attempts. The call rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Overall budget of this call in milliseconds, covering every attempt, wait and body read. */
  timeout?: number | undefined;
  /** Retries for this call (0 disables). */
  maxRetries?: number | undefined;
  /** Extra headers for this call (sent last, so they win). */
  headers?: Record<string, string> | undefined;
  /** Called before each retry's wait. */
  onRetry?: ((info: RetryInfo) => void) | undefined;
}

/** The options of a call that carries an Idempotency-Key (dispatch). */
export interface IdempotentRequestOptions extends RequestOptions {
  /**
   * The Idempotency-Key of this logical call. Default: a new UUID v4 per call, reused on every
   * retry of that call. Pass your own to make a dispatch safe to repeat across calls or processes
   * (the server answers a replay with the first request's state, no second charge).
   */
  idempotencyKey?: string | undefined;
}

export interface DispatchRequestOptions extends IdempotentRequestOptions {
  /**
   * The delegated task this dispatch is made for (`tsk_…`), sent as X-Delegated-Task: the
   * request also counts against the task's budget and may use only its operations.
   */
  delegatedTaskId?: string | undefined;
}

export interface RequestSpec {
  method: HTTPMethod;
  /** Under `/api`, e.g. `/v1/agents`. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined> | undefined;
  body?: unknown;
  /** The schemes the operation accepts, in the document's order; empty for a public endpoint. */
  security: readonly SecurityScheme[];
  /** The operation takes an Idempotency-Key: `options.idempotencyKey`, else a new UUID v4. */
  idempotent?: boolean | undefined;
  /** The operation takes X-Delegated-Task: `options.delegatedTaskId`, when given. */
  delegatable?: boolean | undefined;
  /** The Accept header, when not `application/json` (a file's content types). */
  accept?: string | undefined;
  /** The answer is a file: its bytes become a `Response`, not parsed JSON. */
  file?: boolean | undefined;
  /** The answer is a redirect, not followed: the call answers its `Location`, as an absolute URL. */
  redirect?: boolean | undefined;
  /**
   * A URL the API answered (a signed URL) to fetch instead of `/api` + `path`; it carries its own
   * credential in its query, which logs and messages leave out. `security` is then empty.
   */
  url?: string | undefined;
  /** A 2xx answer's body is left unread: the call answers the `Response`, its body the caller's stream. */
  unread?: boolean | undefined;
}

export interface TransportConfig {
  baseURL: string;
  agentKey: string | undefined;
  token: string | undefined;
  deviceToken: string | undefined;
  maxRetries: number;
  timeout: number;
  fetch: typeof fetch;
  logger: Logger;
  onRetry: ((info: RetryInfo) => void) | undefined;
  /** A signed-in web page: the browser sends the session cookie itself. */
  browserSession: boolean;
  /** The identification headers (User-Agent and X-Proctor-SDK-*), the same set as the Python SDK's. */
  identity: Record<string, string>;
}

/** One call, ready to send: the same URL, headers and body on every attempt. */
export interface BuiltRequest {
  method: HTTPMethod;
  path: string;
  url: string;
  headers: Headers;
  body: string | undefined;
  idempotencyKey: string | undefined;
  /** A file's answer is read as bytes. */
  file: boolean;
  redirect: boolean;
  unread: boolean;
  /** The URL as logs show it: a signed URL without its query (its signature is a credential). */
  shownUrl: string;
}

const schemeNames: Record<SecurityScheme, string> = {
  agentKey: 'an agent key (agentKey or PROCTOR_AGENT_KEY)',
  personalToken: 'a personal access token (token or PROCTOR_TOKEN)',
  sessionCookie: 'a signed-in session: pass its cookie (and Origin) in options.headers, or browserSession in a web page',
  deviceToken: "a device's token (deviceToken or PROCTOR_DEVICE_TOKEN)",
};

/** The bearer credential for the operation: the first of its schemes the client holds (none for a cookie). */
function credentialFor(config: TransportConfig, security: readonly SecurityScheme[], headers: Headers): string | null | undefined {
  for (const scheme of security) {
    if (scheme === 'agentKey' && config.agentKey !== undefined) return config.agentKey;
    if (scheme === 'personalToken' && config.token !== undefined) return config.token;
    if (scheme === 'deviceToken' && config.deviceToken !== undefined) return config.deviceToken;
    if (scheme === 'sessionCookie' && (config.browserSession || headers.has('cookie'))) return null;
  }
  return undefined;
}

/** Step 1: the URL, headers and body of a call; throws `missing_credential` before anything is sent. */
export function buildRequest(config: TransportConfig, spec: RequestSpec, options: DispatchRequestOptions): BuiltRequest {
  // Messages name the path as the server documents it (`/api/v1/…`), not as specs hold it (`/v1/…`).
  const url = new URL(spec.url ?? `${config.baseURL}/api${spec.path}`);
  const path = spec.url === undefined ? `/api${spec.path}` : url.pathname;
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const idempotencyKey = spec.idempotent ? (options.idempotencyKey ?? uuid4()) : undefined;
  const headers = new Headers({ accept: spec.accept ?? 'application/json', ...config.identity });
  if (spec.body !== undefined) headers.set('content-type', 'application/json');
  if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
  if (spec.delegatable && options.delegatedTaskId !== undefined) headers.set('x-delegated-task', options.delegatedTaskId);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (spec.security.length > 0 && !headers.has('authorization')) {
    const credential = credentialFor(config, spec.security, headers);
    if (credential === undefined) {
      throw new ProctorError({
        kind: 'unauthorized',
        code: 'missing_credential',
        message: `${spec.method} ${path} needs ${spec.security.map((s) => schemeNames[s]).join(' or ')}; none was configured`,
        attempts: 0,
        idempotencyKey,
      });
    }
    if (credential !== null) headers.set('authorization', `Bearer ${credential}`);
  }
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const shownUrl = spec.url === undefined ? url.toString() : `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
  return { method: spec.method, path, url: url.toString(), headers, body, idempotencyKey, file: spec.file === true, redirect: spec.redirect === true, unread: spec.unread === true, shownUrl };
}

/**
 * The words of the system errors a failed fetch carries (Node's `cause.code`), as Linux's strerror
 * gives them, so both SDKs say the same; the connect-phase ones mean no server answered there.
 */
const SYSTEM_ERRORS: Record<string, { words: string; connecting: boolean }> = {
  ECONNREFUSED: { words: 'connection refused', connecting: true },
  ENOTFOUND: { words: 'name or service not known', connecting: true },
  EAI_AGAIN: { words: 'temporary failure in name resolution', connecting: true },
  EHOSTUNREACH: { words: 'no route to host', connecting: true },
  ETIMEDOUT: { words: 'connection timed out', connecting: true },
  ECONNRESET: { words: 'connection reset by peer', connecting: false },
};

/**
 * Where a fetch that got no answer went and why: `proctor: could not reach
 * http://127.0.0.1:8787/api/v1/service-requests (connection refused) — is the Proctor server
 * running?`, the question only when no connection was made (the Python SDK's
 * `network_error_message` words it the same). Node's own message is only `fetch failed`.
 */
export function unreachableMessage(url: string, error: unknown): string {
  const where = url.split('?')[0];
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth++) {
    const known = SYSTEM_ERRORS[(cause as { code?: unknown }).code as string];
    if (known) return known.connecting ? `proctor: could not reach ${where} (${known.words}) — is the Proctor server running?` : `proctor: no answer from ${where} (${known.words})`;
    // A host with several addresses fails with an AggregateError of one error per address.
    cause = cause instanceof AggregateError && cause.errors.length > 0 ? cause.errors[0] : cause.cause;
  }
  const deepest = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
  return `proctor: no answer from ${where} (${deepest})`;
}

/** What one attempt gave: a response with its body read, or the network failure. */
type Outcome = { response: Response; text: string; bytes?: ArrayBuffer } | { failure: ProctorError };

/** Step 2: one attempt: fetch and read the body, under the call's abort signal. */
async function attempt(config: TransportConfig, request: BuiltRequest, n: number, signal: AbortSignal): Promise<Outcome> {
  const { method, path } = request;
  const networkFailure = (what: string, error: unknown, status?: number): { failure: ProctorError } => ({
    failure: new ProctorError({
      kind: 'network',
      status,
      message: `${method} ${path} ${what}: ${error instanceof Error ? error.message : String(error)}`,
      attempts: n,
      idempotencyKey: request.idempotencyKey,
      cause: error,
    }),
  });
  config.logger.debug(`proctor → ${method} ${request.shownUrl} (attempt ${n})`, { headers: redactHeaders(request.headers) });
  let response: Response;
  try {
    response = await raceAbort(
      config.fetch(request.url, { method, headers: request.headers, body: request.body, signal, ...(request.redirect ? { redirect: 'manual' as const } : {}) }),
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      failure: new ProctorError({
        kind: 'network',
        message: unreachableMessage(request.url, error),
        attempts: n,
        idempotencyKey: request.idempotencyKey,
        cause: error,
      }),
    };
  }
  try {
    // A redirect's body is not read (its Location is the answer); an unread 2xx body is the caller's stream.
    if (request.redirect && isRedirect(response)) {
      // Not awaited: nothing waits on it, and whether it settles is the fetch's own affair (msw's never does).
      void response.body?.cancel().catch(() => undefined);
      return { response, text: '' };
    }
    if (request.unread && response.ok) return { response, text: '' };
    // A file's 2xx body is bytes; any other answer (an error envelope) is read as text.
    if (request.file && response.ok) return { response, text: '', bytes: await raceAbort(response.arrayBuffer(), signal) };
    return { response, text: await raceAbort(response.text(), signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    // A body cut off mid-read is a network failure like any other.
    return networkFailure('the response body could not be read', error, response.status);
  }
}

/** A 3xx, or what a browser's fetch makes of one with `redirect: 'manual'` (status 0, no headers). */
const isRedirect = (response: Response) => response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/** Step 3: a response as the call's result, or as the error it stands for (the envelope read defensively). */
export function classify<T>(request: BuiltRequest, response: Response, text: string, n: number, bytes?: ArrayBuffer): WithResponse<T> | ProctorError {
  const { method, path, idempotencyKey } = request;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (request.redirect && isRedirect(response)) {
    const location = response.headers.get('location');
    if (!location) {
      throw new ProctorError({
        kind: 'invalid_response',
        status: response.status,
        message: `${method} ${path} answered a redirect whose Location this runtime does not show (a browser's fetch hides it); link to the endpoint itself instead`,
        requestId,
        attempts: n,
        idempotencyKey,
        headers: response.headers,
      });
    }
    return { data: new URL(location, request.url).toString() as T, response, requestId, idempotencyKey, attempts: n };
  }
  if (request.unread && response.ok) return { data: response as T, response, requestId, idempotencyKey, attempts: n };
  if (bytes !== undefined && response.ok) {
    // A fresh Response of the bytes read, so the caller reads them (arrayBuffer, blob) with the headers.
    const file = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    return { data: file as T, response, requestId, idempotencyKey, attempts: n };
  }
  let body: unknown = text;
  let parsed = false;
  try {
    body = text === '' ? undefined : JSON.parse(text);
    parsed = text !== '';
  } catch (error) {
    if (response.ok) {
      throw new ProctorError({
        kind: 'invalid_response',
        status: response.status,
        message: `${method} ${path} answered ${response.status} with a body that is not JSON`,
        requestId,
        attempts: n,
        idempotencyKey,
        headers: response.headers,
        body: text,
        cause: error,
      });
    }
  }
  if (response.ok) return { data: body as T, response, requestId, idempotencyKey, attempts: n };
  const envelope =
    parsed && body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object'
      ? (body.error as { code?: unknown; message?: unknown; request_id?: unknown; details?: unknown })
      : undefined;
  const code = typeof envelope?.code === 'string' ? envelope.code : undefined;
  const retryAfterMs = parseRetryAfterMillis(response.headers.get('retry-after'));
  return new ProctorError({
    kind: ProctorError.kindFor(response.status, code),
    status: response.status,
    code,
    message:
      typeof envelope?.message === 'string'
        ? envelope.message
        : `${method} ${path} answered ${response.status}${parsed ? '' : ' with a body that is not JSON'}`,
    requestId: requestId ?? (typeof envelope?.request_id === 'string' ? envelope.request_id : undefined),
    retryAfter: retryAfterMs === undefined ? undefined : retryAfterMs / 1000,
    attempts: n,
    idempotencyKey,
    details: Array.isArray(envelope?.details) ? (envelope.details as ProctorErrorDetail[]) : undefined,
    headers: response.headers,
    body,
  });
}

class TimeoutSignal extends Error {
  constructor(readonly ms: number) {
    super(`Request timed out after ${ms} ms`);
  }
}

/**
 * Sends one logical call: build it, then attempt, classify and (by the rules of `retry.ts`) retry
 * under one overall deadline (`timeout`) across every attempt, wait and body read, with the same
 * headers (and so the same Idempotency-Key) on every attempt.
 */
export async function send<T>(config: TransportConfig, spec: RequestSpec, options: DispatchRequestOptions = {}): Promise<WithResponse<T>> {
  const timeout = options.timeout ?? config.timeout;
  const maxRetries = options.maxRetries ?? config.maxRetries;
  const onRetry = options.onRetry ?? config.onRetry;
  const request = buildRequest(config, spec, options);

  const userSignal = options.signal;
  if (userSignal?.aborted) throw userSignal.reason;
  const controller = new AbortController();
  const started = Date.now();
  const deadline = started + timeout;
  const timer = setTimeout(() => controller.abort(new TimeoutSignal(timeout)), timeout);
  (timer as { unref?: () => void }).unref?.();
  const onUserAbort = () => controller.abort(userSignal!.reason);
  userSignal?.addEventListener('abort', onUserAbort, { once: true });

  let n = 0;
  let keepUserAbort = false;
  /** The error an abort stands for: the caller's reason, or the call's own timeout. */
  const stopped = (error: unknown): unknown => {
    if (userSignal?.aborted) return userSignal.reason;
    if (controller.signal.reason instanceof TimeoutSignal) {
      return new ProctorError({
        kind: 'network',
        code: 'timeout',
        message: `${spec.method} ${request.path} timed out after ${timeout} ms (${n} attempt${n === 1 ? '' : 's'})`,
        attempts: n,
        idempotencyKey: request.idempotencyKey,
        cause: error,
      });
    }
    return error;
  };

  try {
    for (;;) {
      n += 1;
      let outcome: Outcome;
      try {
        outcome = await attempt(config, request, n, controller.signal);
      } catch (error) {
        throw stopped(error);
      }
      const status = 'response' in outcome ? outcome.response.status : undefined;
      if ('response' in outcome) {
        config.logger.debug(`proctor ← ${status} ${spec.method} ${request.shownUrl} in ${Date.now() - started} ms`, {
          requestId: outcome.response.headers.get('x-request-id') ?? undefined,
        });
      }
      const result = 'response' in outcome ? classify<T>(request, outcome.response, outcome.text, n, outcome.bytes) : outcome.failure;
      if (!(result instanceof ProctorError)) {
        // An unread body is read after this returns: the caller's signal still cancels it.
        keepUserAbort = request.unread;
        return result;
      }

      // Step 4: retry, or give up with the failure.
      if (!shouldRetry({ method: spec.method, headers: request.headers, status }) || n > maxRetries) throw result;
      const retryAfterMs = 'response' in outcome ? parseRetryAfterMillis(outcome.response.headers.get('retry-after')) : undefined;
      const delayMs = retryDelayMillis({ retryIndex: n - 1, status, retryAfterMs });
      // Never wait past the deadline: a wait that would use up the time left ends the call now,
      // with the error that asked for it (its retryAfter tells the caller when to come back).
      if (Date.now() + delayMs >= deadline) throw result;
      config.logger.info(
        `proctor: retrying ${spec.method} ${request.shownUrl} in ${delayMs} ms (retry ${n} of ${maxRetries}) after ${status ?? 'a network error'}`,
      );
      onRetry?.({ retry: n, attempt: n, delayMs, method: spec.method, url: request.shownUrl, status, error: result, idempotencyKey: request.idempotencyKey });
      try {
        await sleep(delayMs, controller.signal);
      } catch (error) {
        throw stopped(error);
      }
    }
  } finally {
    clearTimeout(timer);
    if (!keepUserAbort) userSignal?.removeEventListener('abort', onUserAbort);
  }
}
