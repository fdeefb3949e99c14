import type { PrismaClient } from '../../generated/prisma/client.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';

/** The most favorite models a person keeps in an organization: a picker's short list, not a catalog. */
export const FAVORITES_LIMIT = 100;

export interface Favorite {
  modelId: string;
  createdAt: Date;
}

const FAVORITE_FIELDS = { modelId: true, createdAt: true } as const;

/** The caller's favorites in their organization, oldest first. */
export function listFavorites(db: PrismaClient, caller: UserCaller): Promise<Favorite[]> {
  return db.modelFavorite.findMany({
    where: { orgId: caller.orgId, userId: caller.userId },
    orderBy: [{ createdAt: 'asc' }, { modelId: 'asc' }],
    select: FAVORITE_FIELDS,
  });
}

/**
 * Marks `modelId` a favorite of the caller: once however often it is added (the favorite as it
 * first was), refused with 409 past FAVORITES_LIMIT. The id is checked for its shape only (by the
 * route): a list changes, and a favorite may outlive its model's place in it.
 */
export async function addFavorite(db: PrismaClient, caller: UserCaller, modelId: string): Promise<Favorite> {
  const { orgId, userId } = caller;
  return db.$transaction(async (tx) => {
    // The person's membership row, locked so that one person's concurrent adds count their
    // favorites one after another and the limit holds; FOR NO KEY UPDATE, which the favorites'
    // foreign key check (FOR KEY SHARE) does not wait on.
    const member = await tx.$queryRaw<unknown[]>`SELECT 1 FROM memberships WHERE org_id = ${orgId} AND user_id = ${userId} FOR NO KEY UPDATE`;
    if (member.length === 0) throw new DomainError('unauthorized', 'You are no longer a member of this organization');
    const existing = await tx.modelFavorite.findUnique({ where: { orgId_userId_modelId: { orgId, userId, modelId } }, select: FAVORITE_FIELDS });
    if (existing) return existing;
    if ((await tx.modelFavorite.count({ where: { orgId, userId } })) >= FAVORITES_LIMIT) {
      throw new DomainError('conflict', `You already have ${FAVORITES_LIMIT} favorite models, the most one person keeps: remove one first`);
    }
    return tx.modelFavorite.create({ data: { orgId, userId, modelId }, select: FAVORITE_FIELDS });
  });
}

/** Removes `modelId` from the caller's favorites; 404 when it is not one. */
export async function removeFavorite(db: PrismaClient, caller: UserCaller, modelId: string): Promise<void> {
  const { count } = await db.modelFavorite.deleteMany({ where: { orgId: caller.orgId, userId: caller.userId, modelId } });
  if (count === 0) throw notFound(`Favorite model ${modelId}`);
}
