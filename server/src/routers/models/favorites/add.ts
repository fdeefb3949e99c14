import { addFavorite } from '../../../domain/models/favorites.js';
import { userProcedure } from '../../../trpc/init.js';
import { addFavoriteMeta, ZAddFavoriteRequestSchema } from './add.types.js';
import { toFavoriteResponse, ZFavoriteSchema } from './favorite.types.js';

export const addFavoriteRoute = userProcedure
  .meta(addFavoriteMeta)
  .input(ZAddFavoriteRequestSchema)
  .output(ZFavoriteSchema)
  .mutation(async ({ ctx, input }) => toFavoriteResponse(await addFavorite(ctx.db.prisma, ctx.caller, input.model_id)));
