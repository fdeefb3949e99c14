import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { openSession, type NewSession } from '../auth/accounts.js';
import { appendAudit } from '../audit/record.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { hashPassword } from '../auth/passwords.js';
import { hashSecret } from '../secrets.js';
import { findPendingInvite } from './invite.js';

/**
 * Who accepts: the signed-in user (their session's user id), whose email must be the invite's,
 * or, without a session, a new account for the invite's email with this password and name.
 */
export type Acceptor = { userId: string } | { password?: string | undefined; name?: string | undefined };

/** One answer for every token that opens nothing, so that it does not tell which. */
const invalidInvite = () => new DomainError('not_found', 'Invite not found: the link is not valid, was already used, was revoked or has expired');

interface ClaimedInvite {
  id: string;
  orgId: string;
  email: string;
  role: OrgRole;
  teamId: string | null;
}

/**
 * Accepts an invite: the user joins its organization with its role, in the organization's
 * default workspace, and as a worker of its team when it names one that still exists; a new
 * session is opened there (the caller sets its cookie, as login does). The invite is claimed by
 * one conditional UPDATE, so a token is used once however many accepts arrive at once; the
 * claim, the account, the membership, the audit entry and the session are one transaction.
 */
export async function acceptInvite(db: PrismaClient, token: string, acceptor: Acceptor, requestId: string): Promise<NewSession> {
  const pending = await findPendingInvite(db, token);
  if (!pending) throw invalidInvite();
  const newUser = 'userId' in acceptor ? undefined : await newAccount(acceptor);
  const userId = 'userId' in acceptor ? acceptor.userId : newUser!.id;
  try {
    return await db.$transaction(async (tx) => {
      const [invite] = await tx.$queryRaw<ClaimedInvite[]>`
        UPDATE invites SET accepted_at = now(), accepted_by = ${userId}
        WHERE token_hash = ${hashSecret(token)} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        RETURNING id, org_id AS "orgId", email, role::text AS role, team_id AS "teamId"`;
      if (!invite) throw invalidInvite();
      // Checked once the token is known good, so that a used token is 404 however the race went.
      if (newUser && (await tx.user.findUnique({ where: { email: invite.email }, select: { id: true } }))) throw accountExists();
      const user = newUser
        ? await tx.user.create({ data: { ...newUser, email: invite.email } })
        : await tx.user.findUniqueOrThrow({ where: { id: userId } });
      // The invite is for the person who owns its address, not for whoever holds the link (it
      // may be forwarded, or pasted into a ticket): throwing here rolls the claim back.
      if (!newUser && user.email !== invite.email) throw otherAccount();
      const workspace = await tx.workspace.findFirstOrThrow({ where: { orgId: invite.orgId, isDefault: true }, select: { id: true } });
      await tx.membership.create({
        data: { id: newId('mem'), orgId: invite.orgId, userId, role: invite.role, activeWorkspaceId: workspace.id },
      });
      const team = invite.teamId ? await tx.team.findFirst({ where: { id: invite.teamId, orgId: invite.orgId }, select: { id: true } }) : null;
      if (team) await tx.teamMember.create({ data: { id: newId('tmm'), orgId: invite.orgId, teamId: team.id, userId, role: 'worker' } });
      await appendAudit(tx, invite.orgId, { actor: { type: 'user', id: userId }, requestId }, {
        action: 'invite.accepted',
        target: { type: 'invite', id: invite.id },
        details: { user_id: userId, email: user.email, role: invite.role, team_id: team?.id ?? null, new_account: newUser !== undefined },
      });
      const organization = await tx.organization.findUniqueOrThrow({ where: { id: invite.orgId } });
      return { user, organization, role: invite.role, permissions: [], ...(await openSession(tx, invite.orgId, userId, workspace.id)) };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      // Everything rolled back, the claim included: the invite can still be accepted.
      throw newUser ? accountExists() : new DomainError('conflict', 'You are already a member of this organization');
    }
    throw error;
  }
}

const otherAccount = () =>
  new DomainError(
    'forbidden',
    'This invite is for another email address than the one you are signed in with: sign in with the account of the address it was sent to, or sign out and accept it to create that account',
  );

const accountExists = () =>
  new DomainError('conflict', 'An account with this email already exists: sign in first, then accept the invite');

/** The new account's fields, its password hashed before the transaction (scrypt takes a while). */
async function newAccount({ password, name }: { password?: string | undefined; name?: string | undefined }) {
  if (password === undefined) {
    throw new DomainError('invalid_request', 'Choose a password to create your account, or sign in first to accept with your account', [
      { path: 'password', message: 'required without a session' },
    ]);
  }
  return { id: newId('usr'), name: name ?? null, passwordHash: await hashPassword(password) };
}
