import { APIPromise } from './api-promise.js';
import { readEnv } from './env.js';
import { send, type DispatchRequestOptions, type IdempotentRequestOptions, type RequestOptions, type RequestSpec, type RetryInfo, type SecurityScheme, type TransportConfig } from './http.js';
import { LOG_LEVELS, levelLogger, type Logger, type LogLevel } from './logger.js';
import { PagePromise, type CursorPageResponse } from './pagination.js';
import { DEFAULT_MAX_RETRIES } from './retry.js';
import { Stream } from './streaming.js';
import { VERSION } from '../version.js';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8787';
export const DEFAULT_TIMEOUT_MS = 60_000;

/** What identifies this SDK on every request; the Python SDK sends the same three headers. */
export const IDENTITY_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': `proctor-sdk-typescript/${VERSION}`,
  'x-proctor-sdk-language': 'typescript',
  'x-proctor-sdk-version': VERSION,
};

export interface ClientOptions {
  /** The agent's key (`agent_key_live_…` or `agent_key_test_…`), for dispatch. Default: `PROCTOR_AGENT_KEY`. */
  agentKey?: string | null | undefined;
  /** A personal access token (`service_pat_live_…`), for management. Default: `PROCTOR_TOKEN`. */
  token?: string | null | undefined;
  /**
   * A device's token (`device_token_…`, shown once by `devices.register`), for what a device does
   * itself: heartbeat, claim and complete its commands, start its sessions. Default: `PROCTOR_DEVICE_TOKEN`.
   */
  deviceToken?: string | null | undefined;
  /** The server's address, without `/api/v1`. Default: `PROCTOR_BASE_URL`, else `http://127.0.0.1:8787`. */
  baseURL?: string | null | undefined;
  /** Retries of a retryable failure (0 disables). Default 2. */
  maxRetries?: number | undefined;
  /** Overall budget of one call in milliseconds, across every attempt, wait and body read. Default 60 000. */
  timeout?: number | undefined;
  /** A fetch implementation. Default: `globalThis.fetch`. */
  fetch?: typeof fetch | undefined;
  /** Where log lines go. Default: `console`. */
  logger?: Logger | undefined;
  /** The least severe level logged: `debug` shows every request (credentials redacted). Default: `PROCTOR_LOG`, else `warn`. */
  logLevel?: LogLevel | undefined;
  /** Called before each retry's wait, for every call of this client (a call's own `onRetry` wins). */
  onRetry?: ((info: RetryInfo) => void) | undefined;
  /**
   * A web page on the server's own origin, signed in with the session cookie the browser keeps
   * (and sends itself, with the Origin header the server's CSRF check reads). Operations that
   * accept a session are then sent without a bearer credential. Default false.
   */
  browserSession?: boolean | undefined;
}

function invalid(message: string): never {
  throw new TypeError(`new Proctor(): ${message}`);
}

/** explicit value (null: none) > environment > default */
function pick(explicit: string | null | undefined, envName: string): string | undefined {
  if (explicit === null) return undefined;
  if (explicit !== undefined) return explicit;
  return readEnv(envName);
}

function normalizeBaseURL(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    invalid(`baseURL must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') invalid(`baseURL must use http or https, got ${JSON.stringify(value)}`);
  if (url.search || url.hash) invalid(`baseURL must not carry a query or fragment, got ${JSON.stringify(value)}`);
  // The server's root: a trailing `/api/v1` or `/api` is accepted and dropped.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api(\/v1)?$/, '');
  return `${url.origin}${path}`;
}

/**
 * The hand-written half of the client: options (validated, with their environment fallbacks), the
 * transport, and the calls the generated resources make. `Proctor` (src/client.ts, generated)
 * adds the resources.
 */
export abstract class APIClient {
  readonly agentKey: string | undefined;
  readonly token: string | undefined;
  readonly deviceToken: string | undefined;
  /** Signed in by the browser's session cookie (a web page on the server's own origin). */
  readonly browserSession: boolean;
  readonly baseURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  /** Every option as resolved, so that withOptions() keeps all of them. */
  readonly #options: ClientOptions;
  readonly #transport: TransportConfig;

  constructor(options: ClientOptions = {}) {
    if (options === null || typeof options !== 'object') invalid('options must be an object');
    const agentKey = pick(options.agentKey, 'PROCTOR_AGENT_KEY');
    const token = pick(options.token, 'PROCTOR_TOKEN');
    const deviceToken = pick(options.deviceToken, 'PROCTOR_DEVICE_TOKEN');
    const baseURL = pick(options.baseURL, 'PROCTOR_BASE_URL') ?? DEFAULT_BASE_URL;
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    const globalFetch = (globalThis as { fetch?: typeof fetch }).fetch;
    // Bound: a browser's fetch called as another object's method throws "Illegal invocation".
    const fetchImpl = options.fetch ?? globalFetch?.bind(globalThis);
    const logLevel = options.logLevel ?? (readEnv('PROCTOR_LOG') as LogLevel | undefined) ?? 'warn';

    if (agentKey !== undefined && !/^agent_key_(live|test)_\S+$/.test(agentKey)) {
      invalid(`agentKey must look like agent_key_live_… or agent_key_test_… (is this a personal token? pass it as token)`);
    }
    if (token !== undefined && !/^service_pat_[a-z]+_\S+$/.test(token)) {
      invalid(`token must look like service_pat_live_… (is this an agent key? pass it as agentKey)`);
    }
    if (deviceToken !== undefined && !/^device_token_\S+$/.test(deviceToken)) {
      invalid(`deviceToken must look like device_token_… (the token devices.register answers once)`);
    }
    if (!Number.isInteger(maxRetries) || maxRetries < 0) invalid(`maxRetries must be a non-negative integer, got ${String(maxRetries)}`);
    if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0) {
      invalid(`timeout must be a positive number of milliseconds, got ${String(timeout)}`);
    }
    if (typeof fetchImpl !== 'function') invalid('no fetch: this runtime has no globalThis.fetch; pass options.fetch');
    if (!LOG_LEVELS.includes(logLevel)) invalid(`logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
    if (options.onRetry !== undefined && typeof options.onRetry !== 'function') invalid('onRetry must be a function');
    const browserSession = options.browserSession ?? false;
    if (typeof browserSession !== 'boolean') invalid(`browserSession must be a boolean, got ${String(browserSession)}`);
    const logger = options.logger ?? console;
    for (const method of ['debug', 'info', 'warn', 'error'] as const) {
      if (typeof logger[method] !== 'function') invalid(`logger must have a ${method}() method`);
    }

    this.agentKey = agentKey;
    this.token = token;
    this.deviceToken = deviceToken;
    this.browserSession = browserSession;
    this.baseURL = normalizeBaseURL(baseURL);
    this.maxRetries = maxRetries;
    this.timeout = timeout;
    this.#options = {
      agentKey: agentKey ?? null,
      token: token ?? null,
      deviceToken: deviceToken ?? null,
      baseURL: this.baseURL,
      maxRetries,
      timeout,
      fetch: fetchImpl,
      logger,
      logLevel,
      onRetry: options.onRetry,
      browserSession,
    };
    this.#transport = {
      baseURL: this.baseURL,
      agentKey,
      token,
      deviceToken,
      maxRetries,
      timeout,
      fetch: fetchImpl,
      logger: levelLogger(logger, logLevel),
      onRetry: options.onRetry,
      browserSession,
      identity: { ...IDENTITY_HEADERS },
    };
  }

  /** A copy of this client with some options changed (e.g. another agent's key); every other option is kept. */
  withOptions(options: ClientOptions): this {
    const Client = this.constructor as new (options: ClientOptions) => this;
    return new Client({ ...this.#options, ...options });
  }

  /** Any endpoint, for what the resources do not cover: `client.request({method, path: '/v1/…', security: ['personalToken']})`. */
  request<T>(spec: RequestSpec, options?: DispatchRequestOptions): APIPromise<T> {
    return new APIPromise(send<T>(this.#transport, spec, options));
  }

  /**
   * A call that answers a file (`audio/wav`…): a fetch `Response` of its bytes, already read under
   * the call's timeout (`.arrayBuffer()`, `.blob()`, its headers), as openai-node's `audio.speech.create`.
   */
  requestFile(spec: RequestSpec, options?: IdempotentRequestOptions): APIPromise<Response> {
    return new APIPromise(send<Response>(this.#transport, { ...spec, file: true }, options));
  }

  /**
   * A call that answers a redirect (`x-sdk.redirect`): its `Location`, as an absolute URL, not
   * followed (fetch's `redirect: 'manual'`; a browser's fetch hides the Location, so this needs
   * Node, Deno, Bun or a worker).
   */
  requestLocation(spec: RequestSpec, options?: RequestOptions): APIPromise<string> {
    return new APIPromise(send<string>(this.#transport, { ...spec, redirect: true }, options));
  }

  /**
   * A redirect followed by hand: its `Location` (requestLocation), then a GET of that URL with no
   * credential and none of `options.headers` (a signed URL is its own credential, and may be
   * another host's). Answers the `Response` once its headers arrive, the body unread, so that
   * a large object streams through without being held whole; the call's `timeout` covers both
   * requests up to those headers, its `signal` the body too.
   */
  requestRedirected(spec: RequestSpec, options: RequestOptions = {}): APIPromise<Response> {
    const started = Date.now();
    const timeout = options.timeout ?? this.timeout;
    const followed = send<string>(this.#transport, { ...spec, redirect: true }, options).then(({ data: url }) =>
      send<Response>(
        this.#transport,
        { method: 'GET', path: spec.path, url, security: [], unread: true, accept: '*/*' },
        { signal: options.signal, maxRetries: options.maxRetries, onRetry: options.onRetry, timeout: Math.max(1, timeout - (Date.now() - started)) },
      ),
    );
    return new APIPromise(followed);
  }

  /** A `text/event-stream` GET, or a POST with its body (a chat turn): its events, resumed with Last-Event-ID after a drop (streaming.ts). */
  stream<Event extends { event: string; id: string; data: unknown }>(spec: RequestSpec, options?: RequestOptions): Stream<Event> {
    return new Stream<Event>(this.#transport, spec, options);
  }

  /** A paginated GET: the first page, iterable through the following ones. */
  getList<Item>(
    path: string,
    query: Record<string, string | number | boolean | null | undefined>,
    security: readonly SecurityScheme[],
    options?: IdempotentRequestOptions,
  ): PagePromise<Item> {
    const { cursor, ...rest } = query;
    return new PagePromise<Item>(
      (next) => this.request<CursorPageResponse<Item>>({ method: 'GET', path, query: { ...rest, cursor: next }, security }, options),
      typeof cursor === 'string' ? cursor : undefined,
    );
  }
}
