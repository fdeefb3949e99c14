import type { Config } from '../../config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { UserCaller } from '../caller.js';
import { DomainError } from '../errors.js';

/**
 * Refuses (403) a person whose email is not in PROCTOR_ADMIN_EMAILS: the platform's operators,
 * above every organization, e.g. for promo codes. Read from the user's row at each call, so a
 * changed email counts at once.
 */
export async function assertPlatformAdmin(db: PrismaClient, config: Config, caller: UserCaller): Promise<void> {
  const user = await db.user.findUnique({ where: { id: caller.userId }, select: { email: true } });
  if (!user || !config.PROCTOR_ADMIN_EMAILS.includes(user.email.toLowerCase())) {
    throw new DomainError('forbidden', "This needs a platform admin: a person whose email is in the server's PROCTOR_ADMIN_EMAILS");
  }
}
