import type { AnyCaller } from '../domain/auth/caller.js';
import { addressRateLimitKey, rateLimitKey, type RateLimitDecision, type RateLimitRule } from '../domain/rate-limit/limiter.js';
import type { Context } from './context.js';
import { ApiError } from './errors.js';

/** The 429 of every rate limit: `rate_limited`, the limit in the message, and Retry-After. */
function refuse(decision: RateLimitDecision, limited: string): ApiError {
  return new ApiError(
    'rate_limited',
    `${limited} ${decision.limit} requests per ${decision.windowSeconds} s; retry in ${decision.resetSeconds} s`,
    { headers: { 'Retry-After': String(decision.resetSeconds) } },
  );
}

/**
 * Reports a counted request's window in the fields of draft-ietf-httpapi-ratelimit-headers-06,
 * on its answer whatever it is (the OpenAPI document declares them on every 2xx and 4xx).
 */
function report(ctx: Context, decision: RateLimitDecision): void {
  ctx.res.setHeader('RateLimit-Limit', decision.limit);
  ctx.res.setHeader('RateLimit-Remaining', decision.remaining);
  ctx.res.setHeader('RateLimit-Reset', decision.resetSeconds);
}

/** Counts the request against its credential's window and reports it in RateLimit-* headers; 429 past the limit. */
export async function enforceCredentialLimit(ctx: Context, caller: AnyCaller): Promise<void> {
  const decision = await ctx.rateLimiter.consume('credential', rateLimitKey(caller));
  if (!decision) return;
  report(ctx, decision);
  if (!decision.allowed) throw refuse(decision, 'This credential is limited to');
}

/** Counts a correctly signed fire against its trigger's window and reports it in RateLimit-* headers; 429 past the limit. */
export async function enforceTriggerLimit(ctx: Context, triggerId: string): Promise<void> {
  const decision = await ctx.rateLimiter.consume('trigger_fire', `trigger:${triggerId}`);
  if (!decision) return;
  report(ctx, decision);
  if (!decision.allowed) throw refuse(decision, 'This trigger is limited to');
}

/**
 * A route that no credential identifies: signup, login, and accepting an invite without a
 * session, which creates an account as signup does.
 */
type UnauthenticatedRoute = 'signup' | 'invite_accept' | 'login';

const PER_ADDRESS_SIGNUP = { rule: 'signup_per_address', scope: 'address', limited: 'Sign-ups from this address are limited to' } as const;

/**
 * The counters of each such route, in the order they are spent, and what each limits. Accepting
 * an invite shares an address's signup count but not the server-wide one: that ceiling is there
 * for the trial balance every new organization gets, which an invite does not give, and a burst
 * of signups filling it would otherwise shut every invited person out.
 */
const UNAUTHENTICATED: Record<UnauthenticatedRoute, readonly { rule: RateLimitRule; scope: 'address' | 'server'; limited: string }[]> = {
  signup: [PER_ADDRESS_SIGNUP, { rule: 'signup_global', scope: 'server', limited: 'Sign-ups on this server are limited to' }],
  invite_accept: [PER_ADDRESS_SIGNUP],
  login: [{ rule: 'login_per_address', scope: 'address', limited: 'Sign-ins from this address are limited to' }],
};

/**
 * Counts a request of such a route against its client address (req.ip, as PROCTOR_TRUST_PROXY
 * decides) and, for signup, the server-wide window; 429 past either. An address over its own
 * limit stops there, without spending the server-wide budget that other addresses share. The
 * RateLimit-* headers report the counter with the fewest requests left (the draft's "closest to
 * exhaustion"), or the one that refused.
 */
export async function enforceAddressLimits(ctx: Context, route: UnauthenticatedRoute): Promise<void> {
  const address = addressRateLimitKey(ctx.req.ip ?? ctx.req.socket.remoteAddress ?? 'unknown');
  let reported: RateLimitDecision | undefined;
  for (const { rule, scope, limited } of UNAUTHENTICATED[route]) {
    const decision = await ctx.rateLimiter.consume(rule, scope === 'address' ? address : 'server');
    if (!decision) continue;
    if (!decision.allowed || reported === undefined || decision.remaining < reported.remaining) {
      reported = decision;
      report(ctx, decision);
    }
    if (!decision.allowed) throw refuse(decision, limited);
  }
}
