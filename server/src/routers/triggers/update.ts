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
    return toTriggerResponse(await updateSource(ctx.db.prisma, ctx.caller, 'trigger', input.id, changes, userAuditContext(ctx)), ctx.caller, ctx.publicUrl);
  });
