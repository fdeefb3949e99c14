import type { PrismaClient } from '../../generated/prisma/client.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { pendingWhere, type Invite } from './invite.js';

/** The organization's pending invites (not accepted, revoked or expired), oldest first. */
export async function listPendingInvites(db: PrismaClient, orgId: string, page: PageRequest): Promise<Page<Invite>> {
  const args = pageArgs(page);
  return toPage(await db.invite.findMany({ ...args, where: { ...args.where, orgId, ...pendingWhere(new Date()) } }), page);
}
