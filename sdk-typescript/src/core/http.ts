import { APIPromise, type WithResponse } from './api-promise.js';
import { ProctorError, type ProctorErrorDetail } from './errors.js';
import { redactHeaders, type Logger } from './logger.js';
import { parseRetryAfterMillis, retryDelayMillis, shouldRetry } from './retry.js';
import { raceAbort, sleep } from './sleep.js';

export type HTTPMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Which credential an endpoint takes: the agent key (dispatch), a person's token (management),
 * either (reading one service request: the agent key first), a session cookie only (sent by the
 * caller in `options.headers`; no bearer credential is added, since it would win over the cookie),
 * or none (public endpoints).
 */
export type AuthRequirement = 'agent' | 'token' | 'agent-or-token' | 'session' | 'none';

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

export interface RequestSpec {
  method: HTTPMethod;
  /** Under `/api`, e.g. `/v1/agents`. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined> | undefined;
  body?: unknown;
  auth: AuthRequirement;
  idempotencyKey?: string | undefined;
}

export interface TransportConfig {
  baseURL: string;
  agentKey: string | undefined;
  token: string | undefined;
  maxRetries: number;
  timeout: number;
  fetch: typeof fetch;
  logger: Logger;
  onRetry: ((info: RetryInfo) => void) | undefined;
  userAgent: string;
}

class TimeoutSignal extends Error {
  constructor(readonly ms: number) {
    super(`Request timed out after ${ms} ms`);
  }
}

function buildURL(baseURL: string, path: string, query: RequestSpec['query']): string {
  const url = new URL(`${baseURL}/api${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function chooseCredential(config: TransportConfig, auth: AuthRequirement): string | undefined {
  switch (auth) {
    case 'agent':
      return config.agentKey;
    case 'token':
      return config.token;
    case 'agent-or-token':
      return config.agentKey ?? config.token;
    case 'session':
    case 'none':
      return undefined;
  }
}

const credentialNames: Record<Exclude<AuthRequirement, 'none'>, string> = {
  agent: 'an agent key (agentKey or PROCTOR_AGENT_KEY)',
  token: 'a personal access token (token or PROCTOR_TOKEN)',
  'agent-or-token': 'an agent key or a personal access token (agentKey / PROCTOR_AGENT_KEY or token / PROCTOR_TOKEN)',
  session: 'a signed-in session: pass its cookie (and Origin) in options.headers',
};

/** Error envelope `{error: {code, message, request_id, details?}}`, read defensively (the code set is open). */
function errorFromResponse(input: {
  status: number;
  headers: Headers;
  text: string;
  attempts: number;
  idempotencyKey: string | undefined;
  method: string;
  url: string;
}): ProctorError {
  const { status, headers, text } = input;
  let body: unknown = text;
  let parsed = false;
  try {
    body = text === '' ? undefined : JSON.parse(text);
    parsed = text !== '';
  } catch {
    parsed = false;
  }
  const envelope =
    parsed && body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object'
      ? (body.error as { code?: unknown; message?: unknown; request_id?: unknown; details?: unknown })
      : undefined;
  const retryAfterMs = parseRetryAfterMillis(headers.get('retry-after'));
  const code = typeof envelope?.code === 'string' ? envelope.code : undefined;
  const message =
    typeof envelope?.message === 'string'
      ? envelope.message
      : `${input.method} ${new URL(input.url).pathname} answered ${status}${parsed ? '' : ' with a body that is not JSON'}`;
  return new ProctorError({
    kind: ProctorError.kindForStatus(status),
    status,
    code,
    message,
    requestId: headers.get('x-request-id') ?? (typeof envelope?.request_id === 'string' ? envelope.request_id : undefined),
    retryAfter: retryAfterMs === undefined ? undefined : retryAfterMs / 1000,
    attempts: input.attempts,
    idempotencyKey: input.idempotencyKey,
    details: Array.isArray(envelope?.details) ? (envelope.details as ProctorErrorDetail[]) : undefined,
    headers,
    body,
  });
}

/**
 * Sends one logical call: one overall deadline (`timeout`) across every attempt, wait and body
 * read; retries by the rules of `retry.ts`; the same headers (and so the same Idempotency-Key)
 * on every attempt.
 */
export async function send<T>(config: TransportConfig, spec: RequestSpec, options: RequestOptions = {}): Promise<WithResponse<T>> {
  const timeout = options.timeout ?? config.timeout;
  const maxRetries = options.maxRetries ?? config.maxRetries;
  const onRetry = options.onRetry ?? config.onRetry;
  const url = buildURL(config.baseURL, spec.path, spec.query);
  const idempotencyKey = spec.idempotencyKey;

  const headers = new Headers({ accept: 'application/json' });
  headers.set('x-proctor-sdk', config.userAgent);
  const credential = chooseCredential(config, spec.auth);
  if (credential !== undefined) headers.set('authorization', `Bearer ${credential}`);
  if (spec.body !== undefined) headers.set('content-type', 'application/json');
  if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (spec.auth !== 'none' && !headers.has('authorization') && !headers.has('cookie')) {
    throw new ProctorError({
      kind: 'unauthorized',
      code: 'missing_credential',
      message: `${spec.method} ${spec.path} needs ${credentialNames[spec.auth]}; none was configured`,
      attempts: 0,
      idempotencyKey,
    });
  }
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);

  const userSignal = options.signal;
  if (userSignal?.aborted) throw userSignal.reason;
  const controller = new AbortController();
  const started = Date.now();
  const deadline = started + timeout;
  const timer = setTimeout(() => controller.abort(new TimeoutSignal(timeout)), timeout);
  (timer as { unref?: () => void }).unref?.();
  const onUserAbort = () => controller.abort(userSignal!.reason);
  userSignal?.addEventListener('abort', onUserAbort, { once: true });

  let attempt = 0;
  const stopped = (error: unknown): unknown => {
    if (userSignal?.aborted) return userSignal.reason;
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutSignal) {
      return new ProctorError({
        kind: 'network',
        code: 'timeout',
        message: `${spec.method} ${spec.path} timed out after ${timeout} ms (${attempt} attempt${attempt === 1 ? '' : 's'})`,
        attempts: attempt,
        idempotencyKey,
        cause: error,
      });
    }
    return undefined;
  };

  try {
    for (;;) {
      attempt += 1;
      config.logger.debug(`proctor → ${spec.method} ${url} (attempt ${attempt})`, { headers: redactHeaders(headers) });
      let failure: ProctorError | undefined;
      let response: Response | undefined;
      try {
        response = await raceAbort(
          config.fetch(url, { method: spec.method, headers, body, signal: controller.signal }),
          controller.signal,
        );
      } catch (error) {
        const stop = stopped(error);
        if (stop !== undefined) throw stop;
        response = undefined;
        failure = new ProctorError({
          kind: 'network',
          message: `${spec.method} ${spec.path} failed: ${error instanceof Error ? error.message : String(error)}`,
          attempts: attempt,
          idempotencyKey,
          cause: error,
        });
      }

      if (response !== undefined) {
        let text: string;
        try {
          text = await raceAbort(response.text(), controller.signal);
        } catch (error) {
          const stop = stopped(error);
          if (stop !== undefined) throw stop;
          text = '';
          // A body cut off mid-read is a network failure like any other.
          failure = new ProctorError({
            kind: 'network',
            status: response.status,
            message: `${spec.method} ${spec.path}: the response body could not be read: ${error instanceof Error ? error.message : String(error)}`,
            attempts: attempt,
            idempotencyKey,
            cause: error,
          });
          response = undefined;
        }
        if (response !== undefined) {
          const requestId = response.headers.get('x-request-id') ?? undefined;
          config.logger.debug(`proctor ← ${response.status} ${spec.method} ${url} in ${Date.now() - started} ms`, { requestId });
          if (response.ok) {
            let data: unknown = undefined;
            if (text !== '') {
              try {
                data = JSON.parse(text);
              } catch (error) {
                throw new ProctorError({
                  kind: 'invalid_response',
                  status: response.status,
                  message: `${spec.method} ${spec.path} answered ${response.status} with a body that is not JSON`,
                  requestId,
                  attempts: attempt,
                  idempotencyKey,
                  headers: response.headers,
                  body: text,
                  cause: error,
                });
              }
            }
            return { data: data as T, response, requestId, idempotencyKey, attempts: attempt };
          }
          failure = errorFromResponse({
            status: response.status,
            headers: response.headers,
            text,
            attempts: attempt,
            idempotencyKey,
            method: spec.method,
            url,
          });
        }
      }

      // Retry, or give up with the failure.
      const status = response?.status ?? (failure as ProctorError).status;
      const retryable = shouldRetry({ method: spec.method, headers, status: response ? response.status : undefined });
      if (!retryable || attempt > maxRetries) throw (failure as ProctorError);
      const delayMs = retryDelayMillis({
        retryIndex: attempt - 1,
        status: response?.status,
        retryAfterMs: response ? parseRetryAfterMillis(response.headers.get('retry-after')) : undefined,
      });
      // Never wait past the deadline: a wait that would use up the time left ends the call now,
      // with the error that asked for it (its retryAfter tells the caller when to come back).
      if (Date.now() + delayMs >= deadline) throw (failure as ProctorError);
      const info: RetryInfo = {
        retry: attempt,
        attempt,
        delayMs,
        method: spec.method,
        url,
        status,
        error: (failure as ProctorError),
        idempotencyKey,
      };
      config.logger.info(
        `proctor: retrying ${spec.method} ${url} in ${delayMs} ms (retry ${attempt} of ${maxRetries}) after ${status ?? 'a network error'}`,
      );
      onRetry?.(info);
      try {
        await sleep(delayMs, controller.signal);
      } catch (error) {
        throw stopped(error) ?? error;
      }
    }
  } finally {
    clearTimeout(timer);
    userSignal?.removeEventListener('abort', onUserAbort);
  }
}

export function request<T>(config: TransportConfig, spec: RequestSpec, options?: RequestOptions): APIPromise<T> {
  return new APIPromise(send<T>(config, spec, options));
}
