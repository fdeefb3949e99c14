import type { PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../caller.js';
import { DomainError } from '../errors.js';
import { findMember, MEMBER_USER, toMember, type Member } from './member.js';
import { currentManagerRole, lockOwnersAndCount, soleOwner } from './owners.js';

/**
 * Sets a member's role, by the spec's rules (Authentication, Roles): only an owner makes an owner
 * or changes an owner's role (403 for an admin), and the sole owner cannot be demoted (409). The
 * same role again changes nothing and records nothing.
 */
export async function changeMemberRole(
  db: PrismaClient,
  caller: UserCaller,
  userId: string,
  role: OrgRole,
  audit: AuditContext,
): Promise<Member> {
  return db.$transaction(async (tx) => {
    const owners = await lockOwnersAndCount(tx, caller.orgId);
    const actor = await currentManagerRole(tx, caller);
    const target = await findMember(tx, caller.orgId, userId);
    if (actor !== 'owner' && role === 'owner') throw new DomainError('forbidden', 'Only an owner can make someone an owner; you are admin');
    if (actor !== 'owner' && target.role === 'owner') throw new DomainError('forbidden', "Only an owner can change an owner's role; you are admin");
    if (target.role === role) return toMember(target);
    if (target.role === 'owner' && owners <= 1) throw soleOwner('This owner cannot be demoted');
    const updated = await tx.membership.update({ where: { id: target.id }, data: { role }, include: MEMBER_USER });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'member.role_changed',
      target: { type: 'user', id: userId },
      details: { email: target.user.email, from: target.role, to: role },
    });
    return toMember(updated);
  });
}
