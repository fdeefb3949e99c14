import { createMemory } from '../../../domain/agents/memories.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { createMemoryMeta, ZCreateMemoryRequestSchema, ZCreateMemoryResponseSchema } from './create.types.js';
import { toMemoryResponse } from './memory.types.js';

export const createMemoryRoute = authedProcedure
  .meta(createMemoryMeta)
  .input(ZCreateMemoryRequestSchema)
  .output(ZCreateMemoryResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return toMemoryResponse(await createMemory(ctx.db.prisma, ctx.embedder, ctx.caller, id, fields, callerAuditContext(ctx)));
  });
