import ipaddr from 'ipaddr.js';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { connectionOptions, databaseTimeouts } from '../../db/timeouts.js';
import type { AnyCaller } from '../auth/caller.js';
import { LeasedCounter, type LeaseStatement } from './leases.js';
import { countRateLimitRefusal } from '../../observability/counters.js';

/**
 * What a counter counts: each credential's requests, the requests of the routes no credential
 * identifies (signup, login) per client address and, for signup, server-wide, and each trigger's
 * signed fires (its signature is its credential).
 */
export type RateLimitRule = 'credential' | 'signup_per_address' | 'signup_global' | 'login_per_address' | 'trigger_fire';

/** The outcome of counting one request: whether it may proceed, and the window's state after it. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  /** The window's length in seconds. */
  windowSeconds: number;
  /** Requests left in the current window. */
  remaining: number;
  /** Seconds until the current window ends and the count starts over. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one request against `key` under `rule`; null when that rule is turned off. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision | null>;
  close(): Promise<void>;
}

/** The counter a caller's requests go to: one per credential, never per user or organization. */
export function rateLimitKey(caller: AnyCaller): string {
  switch (caller.kind) {
    case 'pat':
      return `pat:${caller.tokenId}`;
    case 'agent':
      return `agent:${caller.keyId}`;
    case 'session':
      return `session:${caller.sessionId}`;
    case 'device':
      return `device:${caller.deviceId}`;
  }
}

/**
 * The counter a client address goes to: an IPv4 address, or an IPv6 address's /64, the block
 * one subscriber is usually given, so that walking through it does not buy fresh counters.
 */
export function addressRateLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `address:${ip}`;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return `address:${address.toString()}`;
  const prefix = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `address:${prefix.toString()}/64`;
}

/** Each rule's requests per window; 0 turns the rule off. */
function windows(config: Config): Record<RateLimitRule, { limit: number; windowSeconds: number }> {
  const auth = config.PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS;
  return {
    credential: { limit: config.PROCTOR_RATE_LIMIT_REQUESTS, windowSeconds: config.PROCTOR_RATE_LIMIT_WINDOW_SECONDS },
    trigger_fire: { limit: config.PROCTOR_TRIGGER_RATE_LIMIT_REQUESTS, windowSeconds: config.PROCTOR_RATE_LIMIT_WINDOW_SECONDS },
    signup_per_address: { limit: config.PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS, windowSeconds: auth },
    signup_global: { limit: config.PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL, windowSeconds: auth },
    login_per_address: { limit: config.PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS, windowSeconds: auth },
  };
}

/** How often each instance forgets the windows that ended (their rows go with housekeeping). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A lease on one rule's counter: `points` more of the key's window, counted by
 * rate-limiter-flexible's RateLimiterPostgres (one upsert; a new window when the last one
 * ended), which answers the window's total whether or not it let them through.
 */
function leaseOn(limiter: RateLimiterPostgres): LeaseStatement {
  return async (key, points) => {
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key, points);
    } catch (error) {
      // Past the limit the library rejects with the counter's state; anything else is a store failure.
      if (!(error instanceof RateLimiterRes)) throw error;
      res = error;
    }
    return { points: res.consumedPoints, expireMs: Date.now() + Math.max(res.msBeforeNext, 0) };
  };
}

/**
 * Each rule's limit per window and key (`windows` above), counted in the `rate_limits` table
 * (created by a migration) so that every server instance shares the counters, and drawn on in
 * leases (leases.ts) so that one credential's requests arriving together cost one statement. A
 * rule turned off (0 requests) never touches the database; with every rule off, no pool is opened.
 */
export function createRateLimiter(databaseUrl: string, config: Config): RateLimiter {
  const rules = Object.entries(windows(config)).filter(([, rule]) => rule.limit > 0);
  if (rules.length === 0) return { consume: () => Promise.resolve(null), close: () => Promise.resolve() };

  // Counts are not money: committing them without waiting for the WAL to reach the disk is safe
  // (a database crash may forget the last few counts of a window, never anything else), and it
  // shortens how long each key's counter row stays locked, which all of that key's concurrent
  // leases wait on.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...connectionOptions(databaseTimeouts(config)),
    max: 3,
    options: '-c synchronous_commit=off',
  });
  // The pool drops an idle connection that fails (a database restart); without a listener its
  // error event would crash the process.
  pool.on('error', () => {});
  const counters = new Map(
    rules.map(([name, { limit, windowSeconds }]) => {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: limit,
        duration: windowSeconds,
      });
      return [name as RateLimitRule, { counter: new LeasedCounter(limit, leaseOn(limiter)), limit, windowSeconds }];
    }),
  );
  const sweeper = setInterval(() => counters.forEach(({ counter }) => counter.sweep()), SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    async consume(rule, key) {
      const rated = counters.get(rule);
      if (!rated) return null;
      const { allowed, remaining, resetMs } = await rated.counter.consume(key);
      if (!allowed) countRateLimitRefusal(rule);
      return { allowed, limit: rated.limit, windowSeconds: rated.windowSeconds, remaining, resetSeconds: Math.ceil(Math.max(resetMs, 0) / 1000) };
    },
    close: () => {
      clearInterval(sweeper);
      return pool.end();
    },
  };
}
