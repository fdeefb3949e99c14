import type { Invite, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { hashSecret } from '../secrets.js';

export type { Invite };

/** How long an invite can be accepted. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** An invite that can still be accepted: not accepted, not revoked, not expired. */
export const pendingWhere = (now: Date) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }) satisfies Prisma.InviteWhereInput;

/** The pending invite a token opens, with its organization's name; null for any other token. */
export async function findPendingInvite(
  db: PrismaClient,
  token: string,
): Promise<(Invite & { organizationName: string }) | null> {
  const invite = await db.invite.findFirst({ where: { tokenHash: hashSecret(token), ...pendingWhere(new Date()) } });
  if (!invite) return null;
  const organization = await db.organization.findUniqueOrThrow({ where: { id: invite.orgId }, select: { name: true } });
  return { ...invite, organizationName: organization.name };
}
