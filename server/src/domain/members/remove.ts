import type { PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import { releaseAllocations } from '../teams/allocations.js';
import { findMember } from './member.js';
import { currentManagerRole, lockOwnersAndCount, soleOwner } from './owners.js';

/**
 * Removes a person from the organization; an admin or owner may remove themselves (leave). Only
 * an owner removes an owner (403 for an admin), and the sole owner cannot be removed (409).
 * Deleting the membership deletes, by the schema's cascades, the person's sessions and personal
 * tokens in the organization and their team memberships, whose allocations go back to their
 * teams' pools; the agents they own keep working, owned by nobody, in the same transaction.
 */
export async function removeMember(db: PrismaClient, caller: UserCaller, userId: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const owners = await lockOwnersAndCount(tx, caller.orgId);
    const actor = await currentManagerRole(tx, caller);
    const target = await findMember(tx, caller.orgId, userId);
    if (actor !== 'owner' && target.role === 'owner') throw new DomainError('forbidden', 'Only an owner can remove an owner; you are admin');
    if (target.role === 'owner' && owners <= 1) throw soleOwner('This owner cannot be removed');
    const agents = await tx.agent.updateMany({ where: { orgId: caller.orgId, ownerUserId: userId }, data: { ownerUserId: null } });
    await releaseAllocations(tx, caller.orgId, userId);
    await tx.membership.delete({ where: { id: target.id } });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'member.removed',
      target: { type: 'user', id: userId },
      details: { email: target.user.email, role: target.role, left: userId === caller.userId, agents_unowned: agents.count },
    });
  });
}
