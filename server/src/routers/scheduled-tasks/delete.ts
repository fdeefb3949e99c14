import { z } from 'zod';
import { deleteSource } from '../../domain/event-sources/sources.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteScheduledTaskMeta, ZDeleteScheduledTaskRequestSchema } from './delete.types.js';

export const deleteScheduledTaskRoute = userProcedure
  .meta(deleteScheduledTaskMeta)
  .input(ZDeleteScheduledTaskRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteSource(ctx.db.prisma, ctx.caller, 'scheduled_task', input.id, userAuditContext(ctx));
  });
