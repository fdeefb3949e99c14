import { memoryGraph } from '../../../domain/agents/memories.js';
import { authedProcedure } from '../../../trpc/init.js';
import { memoryGraphMeta, ZMemoryGraphRequestSchema, ZMemoryGraphResponseSchema } from './graph.types.js';
import { toMemoryResponse } from './memory.types.js';

export const memoryGraphRoute = authedProcedure
  .meta(memoryGraphMeta)
  .input(ZMemoryGraphRequestSchema)
  .output(ZMemoryGraphResponseSchema)
  .query(async ({ ctx, input }) => {
    const graph = await memoryGraph(ctx.db.prisma, ctx.caller, input.id);
    return { nodes: graph.nodes.map(toMemoryResponse), edges: graph.edges, truncated: graph.truncated };
  });
