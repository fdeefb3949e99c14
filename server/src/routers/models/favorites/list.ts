import { z } from 'zod';
import { listFavorites } from '../../../domain/models/favorites.js';
import { userProcedure } from '../../../trpc/init.js';
import { toFavoriteResponse } from './favorite.types.js';
import { listFavoritesMeta, ZListFavoritesResponseSchema } from './list.types.js';

export const listFavoritesRoute = userProcedure
  .meta(listFavoritesMeta)
  .input(z.void())
  .output(ZListFavoritesResponseSchema)
  .query(async ({ ctx }) => ({ data: (await listFavorites(ctx.db.prisma, ctx.caller)).map(toFavoriteResponse) }));
