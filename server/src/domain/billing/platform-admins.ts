import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';

/**
 * Platform admins: the platform's operators, above every organization (promo codes). They are
 * user ids in `platform_admins`, granted and revoked only on the server's own command line
 * (`proctor admin grant <email>`, cli/admin.ts), never through the API: nothing verifies that a
 * person owns the email they sign up with, so an address alone must never carry these rights.
 */

/** What the operator sees of an account, so that one squatted by a stranger stands out. */
export interface PlatformAdminAccount {
  userId: string;
  email: string;
  createdAt: Date;
  organizations: { id: string; name: string; role: OrgRole }[];
  /** Since when it is a platform admin; null when it is not one. */
  grantedAt: Date | null;
}

const ACCOUNT = {
  id: true,
  email: true,
  createdAt: true,
  platformAdmin: { select: { grantedAt: true } },
  memberships: { orderBy: { createdAt: 'asc' }, select: { role: true, organization: { select: { id: true, name: true } } } },
} as const satisfies Prisma.UserSelect;

type AccountRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT }>;

function toAccount(user: AccountRow): PlatformAdminAccount {
  return {
    userId: user.id,
    email: user.email,
    createdAt: user.createdAt,
    organizations: user.memberships.map(({ role, organization }) => ({ ...organization, role })),
    grantedAt: user.platformAdmin?.grantedAt ?? null,
  };
}

async function accountOf(db: PrismaClient, email: string): Promise<AccountRow> {
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: ACCOUNT });
  if (!user) throw new DomainError('not_found', `No account has the email ${email.trim()}: the person signs up first, then you grant it`);
  return user;
}

/** Refuses (403) a person who is not a platform admin. Read at each call, so a revocation counts at once. */
export async function assertPlatformAdmin(db: PrismaClient, caller: UserCaller): Promise<void> {
  const admin = await db.platformAdmin.findUnique({ where: { userId: caller.userId }, select: { userId: true } });
  if (!admin) {
    throw new DomainError('forbidden', "This needs a platform admin: an account the server's operator made one with `proctor admin grant <email>`");
  }
}

/** Makes the account of `email` a platform admin (once: granting again keeps the first grant's time). */
export async function grantPlatformAdmin(db: PrismaClient, email: string): Promise<{ account: PlatformAdminAccount; granted: boolean }> {
  const user = await accountOf(db, email);
  const { count } = await db.platformAdmin.createMany({ data: [{ userId: user.id }], skipDuplicates: true });
  const account = toAccount({ ...user, platformAdmin: await db.platformAdmin.findUnique({ where: { userId: user.id }, select: { grantedAt: true } }) });
  return { account, granted: count === 1 };
}

/** Takes platform-admin rights from the account of `email`; `revoked` is false when it had none. */
export async function revokePlatformAdmin(db: PrismaClient, email: string): Promise<{ account: PlatformAdminAccount; revoked: boolean }> {
  const user = await accountOf(db, email);
  const { count } = await db.platformAdmin.deleteMany({ where: { userId: user.id } });
  return { account: toAccount({ ...user, platformAdmin: null }), revoked: count === 1 };
}

/** Every platform admin, longest-standing first. */
export async function listPlatformAdmins(db: PrismaClient): Promise<PlatformAdminAccount[]> {
  const users = await db.user.findMany({ where: { platformAdmin: { isNot: null } }, orderBy: { platformAdmin: { grantedAt: 'asc' } }, select: ACCOUNT });
  return users.map(toAccount);
}
