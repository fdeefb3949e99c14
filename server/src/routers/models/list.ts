import { listPickableModels } from '../../domain/models/list.js';
import { userProcedure } from '../../trpc/init.js';
import { listModelsMeta, ZListModelsRequestSchema, ZListModelsResponseSchema } from './list.types.js';

export const listModelsRoute = userProcedure
  .meta(listModelsMeta)
  .input(ZListModelsRequestSchema)
  .output(ZListModelsResponseSchema)
  .query(async ({ ctx, input }) => {
    const list = await listPickableModels(ctx.config, input.q);
    return {
      source: list.source,
      provider: list.provider,
      fetched_at: list.fetchedAt?.toISOString() ?? null,
      data: list.models.map(({ id, name, contextLength, pricing }) => ({
        id,
        name,
        context_length: contextLength,
        pricing: pricing && {
          prompt: pricing.prompt,
          completion: pricing.completion,
          prompt_per_million: pricing.promptPerMillion,
          completion_per_million: pricing.completionPerMillion,
        },
      })),
    };
  });
