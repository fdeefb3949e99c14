import { APIPromise } from './core/api-promise.js';
import { readEnv } from './core/env.js';
import { send, type AuthRequirement, type RequestOptions, type RequestSpec, type RetryInfo, type TransportConfig } from './core/http.js';
import { LOG_LEVELS, levelLogger, type Logger, type LogLevel } from './core/logger.js';
import { PagePromise, type CursorPageResponse } from './core/pagination.js';
import { DEFAULT_MAX_RETRIES } from './core/retry.js';
import { Agents } from './resources/agents.js';
import { AgentDocsResource, Approvals, AuditLogs, Auth, BalanceResource, PersonalTokens, Platform, UsageResource } from './resources/misc.js';
import { ServiceRequests } from './resources/service-requests.js';
import { VERSION } from './version.js';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8787';
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ClientOptions {
  /** The agent's key (`agent_key_live_…` or `agent_key_test_…`), for dispatch. Default: `PROCTOR_AGENT_KEY`. */
  agentKey?: string | null | undefined;
  /** A personal access token (`service_pat_live_…`), for management. Default: `PROCTOR_TOKEN`. */
  token?: string | null | undefined;
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
 * The Proctor API client.
 *
 * ```ts
 * const client = new Proctor(); // PROCTOR_AGENT_KEY, PROCTOR_TOKEN, PROCTOR_BASE_URL
 * const request = await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'proctor' } });
 * ```
 */
export class Proctor {
  readonly agentKey: string | undefined;
  readonly token: string | undefined;
  readonly baseURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly #transport: TransportConfig;

  readonly serviceRequests: ServiceRequests;
  readonly agents: Agents;
  readonly approvals: Approvals;
  readonly auditLogs: AuditLogs;
  readonly usage: UsageResource;
  readonly balance: BalanceResource;
  readonly personalTokens: PersonalTokens;
  readonly agentDocs: AgentDocsResource;
  readonly auth: Auth;
  readonly platform: Platform;

  constructor(options: ClientOptions = {}) {
    if (options === null || typeof options !== 'object') invalid('options must be an object');
    const agentKey = pick(options.agentKey, 'PROCTOR_AGENT_KEY');
    const token = pick(options.token, 'PROCTOR_TOKEN');
    const baseURL = pick(options.baseURL, 'PROCTOR_BASE_URL') ?? DEFAULT_BASE_URL;
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    const fetchImpl = options.fetch ?? (globalThis as { fetch?: typeof fetch }).fetch;
    const logLevel = options.logLevel ?? (readEnv('PROCTOR_LOG') as LogLevel | undefined) ?? 'warn';

    if (agentKey !== undefined && !/^agent_key_(live|test)_\S+$/.test(agentKey)) {
      invalid(`agentKey must look like agent_key_live_… or agent_key_test_… (is this a personal token? pass it as token)`);
    }
    if (token !== undefined && !/^service_pat_[a-z]+_\S+$/.test(token)) {
      invalid(`token must look like service_pat_live_… (is this an agent key? pass it as agentKey)`);
    }
    if (!Number.isInteger(maxRetries) || maxRetries < 0) invalid(`maxRetries must be a non-negative integer, got ${String(maxRetries)}`);
    if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0) {
      invalid(`timeout must be a positive number of milliseconds, got ${String(timeout)}`);
    }
    if (typeof fetchImpl !== 'function') invalid('no fetch: this runtime has no globalThis.fetch; pass options.fetch');
    if (!LOG_LEVELS.includes(logLevel)) invalid(`logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
    if (options.onRetry !== undefined && typeof options.onRetry !== 'function') invalid('onRetry must be a function');
    const logger = options.logger ?? console;
    for (const method of ['debug', 'info', 'warn', 'error'] as const) {
      if (typeof logger[method] !== 'function') invalid(`logger must have a ${method}() method`);
    }

    this.agentKey = agentKey;
    this.token = token;
    this.baseURL = normalizeBaseURL(baseURL);
    this.maxRetries = maxRetries;
    this.timeout = timeout;
    this.#transport = {
      baseURL: this.baseURL,
      agentKey,
      token,
      maxRetries,
      timeout,
      fetch: fetchImpl,
      logger: levelLogger(logger, logLevel),
      onRetry: options.onRetry,
      userAgent: `@proctor/sdk ${VERSION}`,
    };

    this.serviceRequests = new ServiceRequests(this);
    this.agents = new Agents(this);
    this.approvals = new Approvals(this);
    this.auditLogs = new AuditLogs(this);
    this.usage = new UsageResource(this);
    this.balance = new BalanceResource(this);
    this.personalTokens = new PersonalTokens(this);
    this.agentDocs = new AgentDocsResource(this);
    this.auth = new Auth(this);
    this.platform = new Platform(this);
  }

  /** A copy of this client with some options changed (e.g. another agent's key). */
  withOptions(options: ClientOptions): Proctor {
    return new Proctor({
      agentKey: this.agentKey ?? null,
      token: this.token ?? null,
      baseURL: this.baseURL,
      maxRetries: this.maxRetries,
      timeout: this.timeout,
      fetch: this.#transport.fetch,
      onRetry: this.#transport.onRetry,
      ...options,
    });
  }

  /** Any endpoint, for what the resources do not cover yet: `client.request({method, path: '/v1/…', auth})`. */
  request<T>(spec: RequestSpec, options?: RequestOptions): APIPromise<T> {
    return new APIPromise(send<T>(this.#transport, spec, options));
  }

  /** @internal A paginated GET. */
  getList<Item>(
    path: string,
    params: Record<string, string | number | boolean | null | undefined>,
    options?: RequestOptions,
    auth: AuthRequirement = 'token',
  ): PagePromise<Item> {
    const { cursor, ...query } = params;
    return new PagePromise<Item>(
      (next) => this.request<CursorPageResponse<Item>>({ method: 'GET', path, query: { ...query, cursor: next }, auth }, options),
      typeof cursor === 'string' ? cursor : undefined,
    );
  }
}
