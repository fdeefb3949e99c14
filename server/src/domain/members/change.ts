import type { PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import type { Permission } from './permissions.js';
import { findMember, MEMBER_USER, toMember, type Member } from './member.js';
import { currentManagerRole, lockOwnersAndCount, soleOwner } from './owners.js';

export interface MemberChanges {
  role?: OrgRole | undefined;
  /** The member's whole set of granted permissions (permissions.ts), replacing the one they had. */
  permissions?: Permission[] | undefined;
}

/**
 * Sets a member's role and granted permissions, by the spec's rules (Authentication, Roles): only
 * an owner makes an owner or changes an owner (403 for an admin), and the sole owner cannot be
 * demoted (409). What is already so changes nothing and records nothing; each change is audited.
 */
export async function changeMember(db: PrismaClient, caller: UserCaller, userId: string, changes: MemberChanges, audit: AuditContext): Promise<Member> {
  return db.$transaction(async (tx) => {
    const owners = await lockOwnersAndCount(tx, caller.orgId);
    const actor = await currentManagerRole(tx, caller);
    const target = await findMember(tx, caller.orgId, userId);
    const { role = target.role } = changes;
    const permissions = changes.permissions ? [...new Set(changes.permissions)].sort() : target.permissions;
    if (actor !== 'owner' && role === 'owner') throw new DomainError('forbidden', 'Only an owner can make someone an owner; you are admin');
    if (actor !== 'owner' && target.role === 'owner') throw new DomainError('forbidden', 'Only an owner can change an owner; you are admin');
    const roleChanged = target.role !== role;
    const permissionsChanged = permissions.join(' ') !== [...target.permissions].sort().join(' ');
    if (!roleChanged && !permissionsChanged) return toMember(target);
    if (roleChanged && target.role === 'owner' && owners <= 1) throw soleOwner('This owner cannot be demoted');
    const updated = await tx.membership.update({ where: { id: target.id }, data: { role, permissions }, include: MEMBER_USER });
    const about = { target: { type: 'user', id: userId } };
    if (roleChanged) await appendAudit(tx, caller.orgId, audit, { action: 'member.role_changed', ...about, details: { email: target.user.email, from: target.role, to: role } });
    if (permissionsChanged) {
      await appendAudit(tx, caller.orgId, audit, {
        action: 'member.permissions_changed',
        ...about,
        details: { email: target.user.email, from: target.permissions, to: permissions },
      });
    }
    return toMember(updated);
  });
}
