/** Node socket errors of a database connection that is down, refused or cut. */
const CONNECTION_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * Prisma's codes for an unreachable database, a dropped connection and an exhausted pool: P2024
 * (no connection in time), P2028 (a transaction that got no connection within its wait, or outlived
 * its timeout waiting on one, as a saturated pool does).
 */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
/** Driver adapter error kinds (@prisma/driver-adapter-utils) that mean the same. */
const ADAPTER_UNAVAILABLE = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/**
 * pg's own messages when a pooled client's connection broke, could not be made in time, or gave
 * no answer by the statement's deadline (db/timeouts.ts).
 */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Query read timeout/;

/**
 * SQLSTATE classes 08 (connection exception) and 57P01–57P03 (shutdown, crash, starting up),
 * 53300 (too many connections), 57014 (a statement cancelled, as statement_timeout does).
 */
const isUnavailableSqlState = (code: unknown) =>
  typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300' || code === '57014');

/**
 * Whether `error` (or anything in its cause chain) says the database cannot be reached right
 * now — it is down, restarting, or out of connections — rather than that the request or the code
 * is wrong. The error envelope answers those 503 service_unavailable, which clients retry; the
 * domain may use it to tell an outage from a refusal.
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
