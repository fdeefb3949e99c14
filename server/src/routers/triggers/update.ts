import { updateSource } from '../../domain/event-sources/sources.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { sourceChanges } from '../scheduled-tasks/scheduled-task.types.js';
import { toTriggerResponse } from './trigger.types.js';
import { updateTriggerMeta, ZUpdateTriggerRequestSchema, ZUpdateTriggerResponseSchema } from './update.types.js';

export const updateTriggerRoute = userProcedure
  .meta(updateTriggerMeta)
  .input(ZUpdateTriggerRequestSchema)
  .output(ZUpdateTriggerResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const changes = sourceChanges(input);
    const trigger = await updateSource(ctx.db.prisma, ctx.caller, 'trigger', input.id, changes, userAuditContext(ctx));
    // This instance forgets the trigger before it answers; the others when the triggers' notification reaches them.
    ctx.triggers.forget(input.id);
    return toTriggerResponse(trigger, ctx.caller, ctx.publicUrl);
  });
