import type { PrismaClient } from '../generated/prisma/client.js';

/** How long a login-failure streak is remembered once it stops growing (it ends after 15 quiet minutes anyway). */
const THROTTLE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer matter: expired sessions and old login-failure streaks.
 * Idempotent, so any number of server instances may run it at once.
 */
export async function purgeExpired(db: PrismaClient, now = new Date()): Promise<{ sessions: number; loginThrottles: number }> {
  const sessions = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const loginThrottles = await db.loginThrottle.deleteMany({
    where: {
      updatedAt: { lt: new Date(now.getTime() - THROTTLE_RETENTION_MS) },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
  });
  return { sessions: sessions.count, loginThrottles: loginThrottles.count };
}
