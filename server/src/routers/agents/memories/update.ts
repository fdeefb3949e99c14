import { updateMemory } from '../../../domain/agents/memories.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toMemoryResponse } from './memory.types.js';
import { updateMemoryMeta, ZUpdateMemoryRequestSchema, ZUpdateMemoryResponseSchema } from './update.types.js';

export const updateMemoryRoute = authedProcedure
  .meta(updateMemoryMeta)
  .input(ZUpdateMemoryRequestSchema)
  .output(ZUpdateMemoryResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, memoryId, ...patch } = input;
    return toMemoryResponse(await updateMemory(ctx.db.prisma, ctx.embedder, ctx.caller, id, memoryId, patch, callerAuditContext(ctx)));
  });
