/**
 * Error codes shared by the domain and the wire: the one list the error envelope, the OpenAPI
 * document and so both SDKs read. The set is open: clients accept codes they do not know.
 */
export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'idempotency_conflict',
  'conflict',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  path: string;
  message: string;
  code?: string;
}

/** A failure the caller can act on, raised by domain code; the HTTP layer picks its status. */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Seconds after which a retry may succeed (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
