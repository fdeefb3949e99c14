import type { PrismaClient } from '../../generated/prisma/client.js';
import type { UserCaller } from '../auth/caller.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { TARGET, type PublicationWithTarget } from './publications.js';
import { visiblePublications } from './visibility.js';

/**
 * The marketplace: the live publications the caller sees, one per workflow (a
 * workflow has one published version) and one per agent.
 */
export async function listListings(db: PrismaClient, caller: UserCaller, kind: 'workflow' | 'agent' | undefined, page: PageRequest): Promise<Page<PublicationWithTarget>> {
  const { where, ...rest } = pageArgs(page);
  const visible = await visiblePublications(db, caller, false);
  const rows = await db.publication.findMany({ where: { AND: [visible, { revokedAt: null }, kind ? { kind } : {}, where] }, ...rest, include: TARGET });
  return toPage(rows, page);
}
