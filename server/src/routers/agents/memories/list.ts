import { listMemories, searchMemories } from '../../../domain/agents/memories.js';
import { authedProcedure } from '../../../trpc/init.js';
import { listMemoriesMeta, ZListMemoriesRequestSchema, ZListMemoriesResponseSchema } from './list.types.js';
import { toMemoryResponse } from './memory.types.js';

export const listMemoriesRoute = authedProcedure
  .meta(listMemoriesMeta)
  .input(ZListMemoriesRequestSchema)
  .output(ZListMemoriesResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, query, ...pageRequest } = input;
    if (query !== undefined) {
      const found = await searchMemories(ctx.db.prisma, ctx.embedder, ctx.caller, id, query, pageRequest.limit);
      return { data: found.map(toMemoryResponse), next_cursor: null };
    }
    const page = await listMemories(ctx.db.prisma, ctx.caller, id, pageRequest);
    return { data: page.data.map(toMemoryResponse), next_cursor: page.nextCursor };
  });
