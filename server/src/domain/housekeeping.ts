import type { PrismaClient } from '../generated/prisma/client.js';

/** How long a login-failure streak is remembered once it stops growing (it ends after 15 quiet minutes anyway). */
const THROTTLE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How long an install's state is kept past its expiry, so that a late callback is told it expired rather than unknown. */
const OAUTH_STATE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer matter: expired sessions, old login-failure streaks, installs'
 * OAuth states a day after they expired, and
 * rate-limit windows that have ended (one row per client address and window, so without this
 * the table would grow with every address that ever signed up or in). Idempotent, so any number
 * of server instances may run it at once.
 */
export async function purgeExpired(
  db: PrismaClient,
  now = new Date(),
): Promise<{ sessions: number; loginThrottles: number; rateLimits: number; oauthStates: number }> {
  const sessions = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const loginThrottles = await db.loginThrottle.deleteMany({
    where: {
      updatedAt: { lt: new Date(now.getTime() - THROTTLE_RETENTION_MS) },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
  });
  // `expire` is the window's end in epoch milliseconds (rate-limiter-flexible's layout, domain/rate-limit/limiter.ts).
  const rateLimits = await db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(now.getTime()) } } });
  const oauthStates = await db.oAuthState.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - OAUTH_STATE_RETENTION_MS) } } });
  return { sessions: sessions.count, loginThrottles: loginThrottles.count, rateLimits: rateLimits.count, oauthStates: oauthStates.count };
}
