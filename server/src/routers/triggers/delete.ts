import { z } from 'zod';
import { deleteSource } from '../../domain/event-sources/sources.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteTriggerMeta, ZDeleteTriggerRequestSchema } from './delete.types.js';

export const deleteTriggerRoute = userProcedure
  .meta(deleteTriggerMeta)
  .input(ZDeleteTriggerRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteSource(ctx.db.prisma, ctx.caller, 'trigger', input.id, userAuditContext(ctx));
    // This instance forgets the trigger before it answers; the others when the triggers' notification reaches them.
    ctx.triggers.forget(input.id);
  });
