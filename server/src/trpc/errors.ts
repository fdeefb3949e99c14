import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { DomainError, type ErrorCode, type ErrorDetail } from '../domain/errors.js';

export type { ErrorCode, ErrorDetail };

/** The HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export const ErrorDetailSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field; empty for the whole body' }),
  message: z.string(),
  code: z.string().optional(),
});

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Machine-readable code, e.g. invalid_request, unauthorized, not_found' }),
      message: z.string(),
      request_id: z.string().meta({ description: 'Same value as the X-Request-Id response header' }),
      details: z.array(ErrorDetailSchema).optional(),
    }),
  })
  .meta({ id: 'Error', description: 'The one error envelope of every non-2xx response' });

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** An error meant for the caller: its code, message and details are sent as they are. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { status?: number; details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string>;
}

function fromDomainError(error: DomainError): ApiError {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error.code === 'unauthorized') headers['WWW-Authenticate'] = 'Bearer realm="proctor"';
  return new ApiError(error.code, error.message, { details: error.details, headers });
}

const TRPC_CODE_TO_API: Partial<Record<TRPCError['code'], ErrorCode>> = {
  BAD_REQUEST: 'invalid_request',
  PARSE_ERROR: 'invalid_request',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  METHOD_NOT_SUPPORTED: 'method_not_allowed',
  CONFLICT: 'conflict',
  TOO_MANY_REQUESTS: 'rate_limited',
  SERVICE_UNAVAILABLE: 'service_unavailable',
};

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message, code: issue.code }));
}

/** Node socket errors of a database connection that is down, refused or cut. */
const CONNECTION_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** Prisma's codes for an unreachable database, a dropped connection and an exhausted pool. */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Driver adapter error kinds (@prisma/driver-adapter-utils) that mean the same. */
const ADAPTER_UNAVAILABLE = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** pg's own messages when a pooled client's connection broke or could not be made in time. */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/** SQLSTATE classes 08 (connection exception) and 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections). */
const isUnavailableSqlState = (code: unknown) => typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300');

/**
 * Whether `error` (or anything in its cause chain) says the database cannot be reached right
 * now — it is down, restarting, or out of connections — rather than that the request or the code
 * is wrong. Those become 503 service_unavailable, which clients retry.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, meta, cause } = error as { code?: unknown; message?: unknown; meta?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERRNO.has(code) || PRISMA_UNAVAILABLE.has(code) || isUnavailableSqlState(code))) return true;
  const adapter = (meta as { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined)?.driverAdapterError?.cause;
  if (adapter && (ADAPTER_UNAVAILABLE.has(adapter.kind ?? '') || isUnavailableSqlState(adapter.originalCode))) return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Turns anything thrown while handling a request into an ApiError.
 * Returns `internal: true` when the cause is a bug or an outage, to be logged and never shown.
 */
export function toApiError(cause: unknown): { error: ApiError; internal: boolean } {
  const root = cause instanceof TRPCError && cause.cause ? cause.cause : cause;
  if (root instanceof ApiError) return { error: root, internal: false };
  if (root instanceof DomainError) return { error: fromDomainError(root), internal: false };
  if (root instanceof z.ZodError) {
    const details = issuesToDetails(root.issues);
    const first = details[0];
    const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
    return { error: new ApiError('invalid_request', message, { details }), internal: false };
  }
  if (cause instanceof TRPCError) {
    const code = TRPC_CODE_TO_API[cause.code];
    if (code) return { error: new ApiError(code, cause.message), internal: false };
  }
  if (isDatabaseUnavailable(cause)) {
    const error = new ApiError('service_unavailable', 'The database is unavailable; retry shortly', { headers: { 'Retry-After': '5' } });
    return { error, internal: true };
  }
  return { error: new ApiError('internal_error', 'Internal server error'), internal: true };
}
