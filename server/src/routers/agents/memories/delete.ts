import { z } from 'zod';
import { deleteMemory } from '../../../domain/agents/memories.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { deleteMemoryMeta, ZDeleteMemoryRequestSchema } from './delete.types.js';

export const deleteMemoryRoute = authedProcedure
  .meta(deleteMemoryMeta)
  .input(ZDeleteMemoryRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteMemory(ctx.db.prisma, ctx.caller, input.id, input.memoryId, callerAuditContext(ctx));
  });
