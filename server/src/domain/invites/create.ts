import type { PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { hashSecret, INVITE_TOKEN_PREFIX, newSecret } from '../secrets.js';
import { findTeam } from '../teams/access.js';
import { INVITE_LIFETIME_MS, type Invite } from './invite.js';

export interface NewInvite {
  email: string;
  role: OrgRole;
  teamId?: string | undefined;
}

/**
 * An invite to the caller's organization, valid for seven days; its token is returned here only
 * and stored as a hash. Only an owner invites an owner (403); the team, when given, is one of the
 * organization's (404 otherwise); an email already a member is a conflict (409). Emails are
 * compared lower-cased, as accounts store them (accounts.ts).
 */
export async function createInvite(
  db: PrismaClient,
  caller: UserCaller,
  input: NewInvite,
  audit: AuditContext,
): Promise<{ invite: Invite; token: string }> {
  if (input.role === 'owner' && caller.role !== 'owner') {
    throw new DomainError('forbidden', `Only an owner can invite an owner; you are ${caller.role}`);
  }
  const email = input.email.toLowerCase();
  const token = newSecret(INVITE_TOKEN_PREFIX);
  const invite = await db.$transaction(async (tx) => {
    if (input.teamId !== undefined) await findTeam(tx, caller.orgId, input.teamId);
    const member = await tx.membership.findFirst({ where: { orgId: caller.orgId, user: { email } }, select: { id: true } });
    if (member) throw new DomainError('conflict', `${email} is already a member of this organization`);
    const created = await tx.invite.create({
      data: {
        id: newId('inv'),
        orgId: caller.orgId,
        email,
        role: input.role,
        teamId: input.teamId ?? null,
        tokenHash: hashSecret(token),
        invitedBy: caller.userId,
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'invite.created',
      target: { type: 'invite', id: created.id },
      details: { email, role: created.role, team_id: created.teamId, expires_at: created.expiresAt.toISOString() },
    });
    return created;
  });
  return { invite, token };
}
