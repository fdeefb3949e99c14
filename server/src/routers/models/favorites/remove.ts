import { z } from 'zod';
import { removeFavorite } from '../../../domain/models/favorites.js';
import { userProcedure } from '../../../trpc/init.js';
import { removeFavoriteMeta, ZRemoveFavoriteRequestSchema } from './remove.types.js';

export const removeFavoriteRoute = userProcedure
  .meta(removeFavoriteMeta)
  .input(ZRemoveFavoriteRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await removeFavorite(ctx.db.prisma, ctx.caller, input.model_id);
  });
