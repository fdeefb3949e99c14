import type { PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { DomainError, notFound } from '../errors.js';

/**
 * Revokes an invite of the organization: its token opens nothing from now on. One conditional
 * update, so a revocation and an acceptance at the same moment cannot both succeed. An invite of
 * another organization is not found; one already accepted or revoked is a conflict (409).
 */
export async function revokeInvite(db: PrismaClient, orgId: string, inviteId: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const revoked = await tx.invite.updateMany({
      where: { id: inviteId, orgId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count === 0) {
      const invite = await tx.invite.findFirst({ where: { id: inviteId, orgId }, select: { acceptedAt: true } });
      if (!invite) throw notFound('Invite');
      throw new DomainError('conflict', invite.acceptedAt ? 'The invite was already accepted; remove the member instead' : 'The invite was already revoked');
    }
    await appendAudit(tx, orgId, audit, { action: 'invite.revoked', target: { type: 'invite', id: inviteId } });
  });
}
