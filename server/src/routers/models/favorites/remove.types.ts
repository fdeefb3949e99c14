import { z } from 'zod';
import { MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZFavoriteModelIdSchema } from './favorite.types.js';

export const ZRemoveFavoriteRequestSchema = z.strictObject({ model_id: ZFavoriteModelIdSchema });

export const removeFavoriteMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/models/favorites/{model_id}',
    tags: ['Models'],
    summary: 'Remove a model from your favorites',
    description:
      'The model id is one path segment: its "/" is sent percent-encoded, `/api/v1/models/favorites/openai%2Fgpt-4o-mini` (both SDKs encode it). 404 when the model is not one of your favorites.',
  },
  auth: MEMBERS,
  successStatus: 204,
};
