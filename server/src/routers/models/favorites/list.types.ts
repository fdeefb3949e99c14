import { z } from 'zod';
import { FAVORITES_LIMIT } from '../../../domain/models/favorites.js';
import { MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { FAVORITE_EXAMPLE, ZFavoriteSchema } from './favorite.types.js';

export const ZListFavoritesResponseSchema = z.object({ data: z.array(ZFavoriteSchema).max(FAVORITES_LIMIT) });

export const listFavoritesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/models/favorites',
    tags: ['Models'],
    summary: 'Your favorite models',
    description: `The models you marked as favorites in this organization, oldest first: your own (each person has theirs), at most ${FAVORITES_LIMIT}.`,
  },
  auth: MEMBERS,
  examples: { response: { data: [FAVORITE_EXAMPLE] } },
};
