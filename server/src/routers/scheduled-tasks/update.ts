import { updateSource } from '../../domain/event-sources/sources.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { sourceChanges, toScheduledTaskResponse } from './scheduled-task.types.js';
import { updateScheduledTaskMeta, ZUpdateScheduledTaskRequestSchema, ZUpdateScheduledTaskResponseSchema } from './update.types.js';

export const updateScheduledTaskRoute = userProcedure
  .meta(updateScheduledTaskMeta)
  .input(ZUpdateScheduledTaskRequestSchema)
  .output(ZUpdateScheduledTaskResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const changes = sourceChanges(input);
    return toScheduledTaskResponse(await updateSource(ctx.db.prisma, ctx.caller, 'scheduled_task', input.id, changes, userAuditContext(ctx)), ctx.caller);
  });
