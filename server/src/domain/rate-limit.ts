import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { Caller } from './caller.js';

/** The outcome of counting one request: whether it may proceed, and the window's state after it. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  /** Seconds until the current window ends and the count starts over. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one request against `key`; null when rate limiting is disabled. */
  consume(key: string): Promise<RateLimitDecision | null>;
  close(): Promise<void>;
}

/** The counter a caller's requests go to: one per credential, never per user or organization. */
export function rateLimitKey(caller: Caller): string {
  switch (caller.kind) {
    case 'pat':
      return `pat:${caller.tokenId}`;
    case 'agent':
      return `agent:${caller.keyId}`;
    case 'session':
      return `session:${caller.sessionId}`;
  }
}

const DISABLED: RateLimiter = {
  consume: () => Promise.resolve(null),
  close: () => Promise.resolve(),
};

/**
 * `PROCTOR_RATE_LIMIT_REQUESTS` per `PROCTOR_RATE_LIMIT_WINDOW_SECONDS` and key, counted in the
 * `rate_limits` table (created by a migration) so that every server instance shares the counters.
 * Disabled (0 requests), it never touches the database.
 */
export function createRateLimiter(databaseUrl: string, config: Config): RateLimiter {
  const limit = config.PROCTOR_RATE_LIMIT_REQUESTS;
  if (limit === 0) return DISABLED;

  // Counts are not money: committing them without waiting for the WAL to reach the disk is safe
  // (a database crash may forget the last few counts of a window, never anything else), and it
  // shortens how long each credential's counter row stays locked, which all of that
  // credential's concurrent requests wait on.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, max: 3, options: '-c synchronous_commit=off' });
  // The pool drops an idle connection that fails (a database restart); without a listener its
  // error event would crash the process.
  pool.on('error', () => {});
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    points: limit,
    duration: config.PROCTOR_RATE_LIMIT_WINDOW_SECONDS,
  });

  const decision = (res: RateLimiterRes, allowed: boolean): RateLimitDecision => ({
    allowed,
    limit,
    remaining: res.remainingPoints,
    resetSeconds: Math.ceil(Math.max(res.msBeforeNext, 0) / 1000),
  });

  return {
    async consume(key) {
      try {
        return decision(await limiter.consume(key), true);
      } catch (error) {
        // Over the limit, the library rejects with the counter's state; anything else is a store failure.
        if (error instanceof RateLimiterRes) return decision(error, false);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
