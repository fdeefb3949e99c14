import { z } from 'zod';
import { FAVORITES_LIMIT } from '../../../domain/models/favorites.js';
import { MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { FAVORITE_EXAMPLE, ZFavoriteModelIdSchema } from './favorite.types.js';

export const ZAddFavoriteRequestSchema = z.strictObject({ model_id: ZFavoriteModelIdSchema });

export const addFavoriteMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/models/favorites',
    tags: ['Models'],
    summary: 'Mark a model as a favorite',
    description:
      `Adds \`model_id\` to your favorites in this organization and answers the favorite, 200 whether it was added now or already was one: adding twice keeps one, with the \`created_at\` of the first time. ` +
      `The id is checked for its shape only (400 otherwise), not against the model list, which changes. At most ${FAVORITES_LIMIT} favorites per person: one more is 409 \`conflict\`.`,
    errorResponses: { 409: `You already have ${FAVORITES_LIMIT} favorites (\`conflict\`): remove one first` },
  },
  auth: MEMBERS,
  examples: { request: { model_id: FAVORITE_EXAMPLE.model_id }, response: FAVORITE_EXAMPLE },
};
