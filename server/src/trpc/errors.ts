import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { isDatabaseUnavailable } from '../db/outage.js';
import { DomainError, issuesToDetails, type ErrorCode, type ErrorDetail } from '../domain/errors.js';
import { ERROR_DETAILS_MAX_ITEMS, ZLongTextSchema, ZRequestIdSchema, ZTextSchema } from '../domain/bounded.js';

export type { ErrorCode, ErrorDetail };

/** The HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  spawn_depth_exceeded: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  conflict: 409,
  gone: 410,
  quota_exceeded: 413,
  insufficient_pool: 409,
  rate_limited: 429,
  not_configured: 501,
  internal_error: 500,
  service_unavailable: 503,
};

export const ErrorDetailSchema = z.object({
  path: ZTextSchema.meta({ description: 'Dotted path of the offending field; empty for the whole body' }),
  message: ZTextSchema,
  code: ZTextSchema.optional(),
});

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: ZTextSchema.meta({ description: 'Machine-readable code, e.g. invalid_request, unauthorized, not_found' }),
      message: ZLongTextSchema,
      request_id: ZRequestIdSchema.meta({ description: 'Same value as the X-Request-Id response header' }),
      details: z.array(ErrorDetailSchema).max(ERROR_DETAILS_MAX_ITEMS).optional(),
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
    // At most ERROR_DETAILS_MAX_ITEMS, as the document says (a message may still count them all).
    this.details = options.details?.slice(0, ERROR_DETAILS_MAX_ITEMS);
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
