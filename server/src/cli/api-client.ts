import type { z } from 'zod';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { ErrorEnvelopeSchema } from '../trpc/errors.js';
import { apiPath } from '../trpc/api-path.js';
import type { ProcedureMeta } from '../trpc/init.js';
import { VERSION } from '../version.js';

/** A failure the user can act on: its message is printed as it is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Ends a command on its error: its first line on stderr after `proctor: `, and CliError's exit code (else 1). */
export function exitWith(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`proctor: ${message.split('\n')[0]}\n`);
  process.exitCode = error instanceof CliError ? error.exitCode : 1;
}

/** A non-2xx answer carrying the server's error envelope: printed as "code: message". */
export class ApiCallError extends CliError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
  ) {
    super(`${code}: ${serverMessage}`);
  }
}

/** How a call authenticates: the session cookie of a sign-in, a bearer secret, or nothing. */
export type Credential = { cookie: string } | { bearer: string } | undefined;

export interface CallOptions {
  as?: Credential;
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string>;
  body?: unknown;
}

/** No server answers slower than this for the calls `proctor init` makes; a hung proxy should not hang the terminal. */
const CALL_TIMEOUT_MS = 30_000;

function networkFailure(baseUrl: string, error: unknown): CliError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new CliError(`no answer from ${baseUrl} within ${CALL_TIMEOUT_MS / 1000} s`);
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const reason = cause?.code === 'ECONNREFUSED' ? 'connection refused' : (cause?.code ?? String(error));
  return new CliError(`no Proctor server at ${baseUrl} (${reason}); start one with pnpm start, or pass --url`);
}

/**
 * The public API as the CLI calls it, over HTTP like any client: each call is named by its
 * procedure's own meta (method and path), and its answer is read with the procedure's own
 * response schema, so that nothing here restates a route. Cookie-authenticated changes carry the
 * server's origin, as the CSRF rule of http/session-cookie.ts requires.
 */
export class ApiClient {
  readonly origin: string;

  constructor(readonly baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  async call<Schema extends z.ZodType>(
    meta: ProcedureMeta,
    schema: Schema,
    options: CallOptions = {},
  ): Promise<{ data: z.infer<Schema>; headers: Headers }> {
    const path = apiPath(meta).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    const route = meta.openapi!;
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': `proctor-cli/${VERSION}` };
    if (options.as && 'cookie' in options.as) Object.assign(headers, { cookie: options.as.cookie, origin: this.origin });
    if (options.as && 'bearer' in options.as) headers.authorization = `Bearer ${options.as.bearer}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: route.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw networkFailure(this.baseUrl, error);
    }
    const json = parseJson(text);
    if (!response.ok) {
      const envelope = ErrorEnvelopeSchema.safeParse(json);
      if (!envelope.success) {
        throw new CliError(`${this.baseUrl} answered ${route.method} ${path} with HTTP ${response.status}, not a Proctor error; is it a Proctor server?`);
      }
      const { code, message, details } = envelope.data.error;
      // invalid_request's message already names its first offending field; the others follow it.
      const more = (details ?? []).map((d) => `${d.path}: ${d.message}`).filter((detail) => !message.includes(detail));
      throw new ApiCallError(response.status, code, more.length > 0 ? `${message}; ${more.join('; ')}` : message);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CliError(`${this.baseUrl} answered ${route.method} ${path} in a shape proctor ${VERSION} does not know; is the server the same version?`);
    }
    return { data: parsed.data, headers: response.headers };
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The session cookie a sign-up or sign-in set, as a Cookie header value. */
export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new CliError('the server signed in without setting a session cookie');
  return cookie.split(';')[0]!;
}
