import type { PrismaClient } from '../../generated/prisma/client.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { MEMBER_USER, toMember, type Member } from './member.js';

/** The organization's people, in the order they joined (keyed by membership id, `mem_…`, the cursor). */
export async function listMembers(db: PrismaClient, orgId: string, page: PageRequest): Promise<Page<Member>> {
  const args = pageArgs(page);
  const rows = await db.membership.findMany({ ...args, where: { ...args.where, orgId }, include: MEMBER_USER });
  return toPage(rows.map(toMember), page, (member) => member.membershipId);
}
