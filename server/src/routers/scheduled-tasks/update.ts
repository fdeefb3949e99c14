import { updateSource } from '../../domain/event-sources/sources.js';
import { allowDraftOf } from '../../domain/workflows/allow-draft.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toScheduledTaskResponse } from './scheduled-task.types.js';
import { updateScheduledTaskMeta, ZUpdateScheduledTaskRequestSchema, ZUpdateScheduledTaskResponseSchema } from './update.types.js';

export const updateScheduledTaskRoute = userProcedure
  .meta(updateScheduledTaskMeta)
  .input(ZUpdateScheduledTaskRequestSchema)
  .output(ZUpdateScheduledTaskResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const changes = { name: input.name, status: input.status, payload: input.payload, cronExpr: input.cron_expr, timezone: input.timezone, allowDraft: allowDraftOf(input) };
    return toScheduledTaskResponse(await updateSource(ctx.db.prisma, ctx.caller, 'scheduled_task', input.id, changes, userAuditContext(ctx)), ctx.caller);
  });
