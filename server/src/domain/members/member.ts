import type { Membership, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { notFound } from '../errors.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** A person of the organization, as listed: the membership and the user's email and name. */
export interface Member {
  membershipId: string;
  userId: string;
  email: string;
  name: string | null;
  role: OrgRole;
  /** Granted beyond the role (permissions.ts); an owner holds every one whatever is listed. */
  permissions: string[];
  joinedAt: Date;
}

export const MEMBER_USER = { user: { select: { email: true, name: true } } } as const;

export function toMember(membership: Membership & { user: { email: string; name: string | null } }): Member {
  return {
    membershipId: membership.id,
    userId: membership.userId,
    email: membership.user.email,
    name: membership.user.name,
    role: membership.role,
    permissions: membership.permissions,
    joinedAt: membership.createdAt,
  };
}

/** The user's membership of the organization; a user outside it is not found. */
export async function findMember(db: Db, orgId: string, userId: string) {
  const membership = await db.membership.findUnique({ where: { orgId_userId: { orgId, userId } }, include: MEMBER_USER });
  if (!membership) throw notFound('Member');
  return membership;
}
