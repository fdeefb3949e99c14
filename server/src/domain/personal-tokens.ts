import type { PersonalToken, PrismaClient } from '../generated/prisma/client.js';
import { notFound } from './errors.js';
import { newId } from './ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from './pagination.js';
import { hashSecret, newSecret, PERSONAL_TOKEN_PREFIX } from './secrets.js';

export type { PersonalToken };

interface Owner {
  orgId: string;
  userId: string;
}

/** A new token for the user in the organization; the secret is returned here only. */
export async function mintPersonalToken(db: PrismaClient, owner: Owner, name: string): Promise<{ record: PersonalToken; token: string }> {
  const token = newSecret(PERSONAL_TOKEN_PREFIX);
  const record = await db.personalToken.create({
    data: { id: newId('pat'), orgId: owner.orgId, userId: owner.userId, name, tokenHash: hashSecret(token) },
  });
  return { record, token };
}

export async function listPersonalTokens(db: PrismaClient, owner: Owner, page: PageRequest): Promise<Page<PersonalToken>> {
  const args = pageArgs(page);
  return toPage(await db.personalToken.findMany({ ...args, where: { ...args.where, orgId: owner.orgId, userId: owner.userId } }), page);
}

export async function setPersonalTokenEnabled(db: PrismaClient, owner: Owner, id: string, enabled: boolean): Promise<PersonalToken> {
  const updated = await db.personalToken.updateMany({ where: { id, orgId: owner.orgId, userId: owner.userId }, data: { enabled } });
  if (updated.count === 0) throw notFound('Personal access token');
  return db.personalToken.findUniqueOrThrow({ where: { id } });
}

export async function deletePersonalToken(db: PrismaClient, owner: Owner, id: string): Promise<void> {
  const removed = await db.personalToken.deleteMany({ where: { id, orgId: owner.orgId, userId: owner.userId } });
  if (removed.count === 0) throw notFound('Personal access token');
}
