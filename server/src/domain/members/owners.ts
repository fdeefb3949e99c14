import type { Prisma } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';

/**
 * Locks the organization's owner memberships (FOR UPDATE) and then counts its owners. Every role
 * change and removal takes this lock first, and a demotion or removal also holds its target's
 * row, so two owners demoting or removing each other at once are served one after the other: the
 * second counts after the first has committed and finds a sole owner. The count is a statement of
 * its own, after the lock is held, so it reads what the transactions it waited for committed.
 */
export async function lockOwnersAndCount(tx: Prisma.TransactionClient, orgId: string): Promise<number> {
  await tx.$queryRaw`SELECT id FROM memberships WHERE org_id = ${orgId} AND role = 'owner' ORDER BY id FOR UPDATE`;
  return tx.membership.count({ where: { orgId, role: 'owner' } });
}

/**
 * The caller's role as it is now, under the owners' lock: their credential gave the role they had
 * when the request began, which a concurrent change may have lowered since.
 */
export async function currentManagerRole(tx: Prisma.TransactionClient, caller: UserCaller): Promise<OrgRole> {
  const membership = await tx.membership.findUnique({
    where: { orgId_userId: { orgId: caller.orgId, userId: caller.userId } },
    select: { role: true },
  });
  if (!membership || !hasRole(membership.role, 'admin')) throw new DomainError('forbidden', 'This needs the admin role or higher');
  return membership.role;
}

export const soleOwner = (what: string) =>
  new DomainError('conflict', `${what}: they are the organization's only owner. Make another member an owner first`);
