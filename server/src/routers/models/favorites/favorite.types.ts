import { z } from 'zod';
import type { Favorite } from '../../../domain/models/favorites.js';
import { ZModelIdSchema } from '../../../domain/models/model-id.js';
import { ZLabelSchema } from '../../../domain/bounded.js';
import { ZTimestampSchema } from '../../shared.types.js';

export const ZFavoriteSchema = z
  .object({
    model_id: ZLabelSchema.meta({ description: 'The model, as GET /api/v1/models/openrouter lists it' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'ModelFavorite' });

export type FavoriteResponse = z.infer<typeof ZFavoriteSchema>;

export const toFavoriteResponse = (favorite: Favorite): FavoriteResponse => ({ model_id: favorite.modelId, created_at: favorite.createdAt.toISOString() });

export const ZFavoriteModelIdSchema = ZModelIdSchema.meta({
  description: 'A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F',
  examples: ['openai/gpt-4o-mini'],
});

export const FAVORITE_EXAMPLE: FavoriteResponse = { model_id: 'openai/gpt-4o-mini', created_at: '2025-01-06T09:30:00.000Z' };
