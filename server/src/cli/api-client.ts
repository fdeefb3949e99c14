import { Proctor, ProctorError, type APIPromise, type RequestOptions, type WithResponse } from '@proctor/sdk';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { EXIT, exitCodeOfStatus } from './exit-codes.js';

/** A failure the user can act on: its message is printed as it is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.error,
  ) {
    super(message);
  }
}

/** Ends a command on its error: its first line on stderr after `proctor: `, and CliError's exit code (else 1). */
export function exitWith(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`proctor: ${message.split('\n')[0]}\n`);
  process.exitCode = error instanceof CliError ? error.exitCode : EXIT.error;
}

/** A non-2xx answer carrying the server's error envelope: printed as "code: message", its exit code by its status (exit-codes.ts). */
export class ApiCallError extends CliError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
  ) {
    super(`${code}: ${serverMessage}`, exitCodeOfStatus(status));
  }
}

/** No server answers slower than this for the calls `proctor init` makes; a hung proxy should not hang the terminal. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * The public API as the CLI calls it: the TypeScript SDK, like any client, with no credential
 * read from the environment (`token` or none), and no retries, so that a refused connection or a
 * hung server is said at once.
 */
export function apiClient(baseUrl: string, token: string | null = null): Proctor {
  return new Proctor({ baseURL: baseUrl, token, agentKey: null, maxRetries: 0, timeout: CALL_TIMEOUT_MS });
}

/** A call made with a session: its cookie, and the server's origin, as the CSRF rule of http/session-cookie.ts requires. */
export function withSession(baseUrl: string, cookie: string): RequestOptions {
  return { headers: { cookie, origin: new URL(baseUrl).origin } };
}

/** Awaits a call of the SDK, its answer with its response, a failure said as the CLI says it. */
export async function send<T>(baseUrl: string, call: APIPromise<T>): Promise<WithResponse<T>> {
  try {
    return await call.withResponse();
  } catch (error) {
    throw cliErrorOf(baseUrl, error);
  }
}

/** What failed, for a person at the terminal: no server there, the server's own error, or not a Proctor server. */
export function cliErrorOf(baseUrl: string, error: unknown): unknown {
  if (!(error instanceof ProctorError)) return error;
  if (error.kind === 'network') {
    if (error.code === 'timeout') return new CliError(`no answer from ${baseUrl} within ${CALL_TIMEOUT_MS / 1000} s`);
    return new CliError(`no Proctor server at ${baseUrl} (${systemReason(error.cause)}); start one with pnpm start, or pass --url`);
  }
  if (error.status === undefined || error.code === undefined) {
    return new CliError(`${baseUrl}: ${error.message}, not a Proctor error; is it a Proctor server?`);
  }
  // invalid_request's message already names its first offending field; the others follow it.
  const more = (error.details ?? []).map((d) => `${d.path}: ${d.message}`).filter((detail) => !error.message.includes(detail));
  return new ApiCallError(error.status, error.code, more.length > 0 ? `${error.message}; ${more.join('; ')}` : error.message);
}

/** The system error under a failed fetch (Node's `cause.code`), in words for the common one. */
function systemReason(error: unknown): string {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const { code } = cause as { code?: unknown };
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (typeof code === 'string') return code;
  }
  return String(error);
}

/** The session cookie a sign-up or sign-in set, as a Cookie header value. */
export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new CliError('the server signed in without setting a session cookie');
  return cookie.split(';')[0]!;
}
