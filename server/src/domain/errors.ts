import type { z } from 'zod';

/**
 * Error codes shared by the domain and the wire, with their meaning: the one list the error
 * envelope, the OpenAPI document and so both SDKs read. The set is open: clients accept codes
 * they do not know.
 */
export const ERRORS = {
  invalid_request: 'Malformed JSON, a field that fails validation, a body too large or not JSON',
  unauthorized: 'Missing, expired or revoked credential',
  forbidden: 'The credential lacks a required permission',
  spawn_depth_exceeded: 'A spawned agent at the deepest level (3) cannot spawn another',
  not_found: "No such resource in the caller's organization",
  method_not_allowed: 'The path exists, the method does not',
  idempotency_conflict: 'The Idempotency-Key belongs to a different request',
  conflict: 'The change conflicts with the current state: an email already taken, an approval already decided',
  gone: 'The resource existed and is gone for good: a stored object deleted more than 7 days ago, its bytes purged',
  quota_exceeded: "The workspace's storage quota in bytes would be passed; the message gives the numbers",
  insufficient_pool:
    "An allocation asks for more than its source holds: the workspace for a team pool, the team pool for a worker, a parent agent's monthly cap left for a spawned agent",
  rate_limited:
    'Too many requests from this credential or client address, too many event streams or memory writes at once, or an email locked after failed logins; see Retry-After',
  not_configured: 'The feature needs server settings that are missing; the message names them',
  internal_error: 'Unexpected server error',
  service_unavailable: 'The database is unavailable, e.g. restarting; retry after Retry-After seconds',
} as const;

export const ERROR_CODES = Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]];

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  path: string;
  message: string;
  code?: string;
}

/** Each zod issue as an error detail: its dotted path (below `prefix` when given) and message. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix?: string): ErrorDetail[] {
  return issues.map((issue) => {
    const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
    return { path, message: issue.message, code: issue.code };
  });
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
