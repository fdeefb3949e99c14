import { getSource } from '../../domain/event-sources/sources.js';
import { userProcedure } from '../../trpc/init.js';
import { getScheduledTaskMeta, ZGetScheduledTaskRequestSchema, ZGetScheduledTaskResponseSchema } from './get.types.js';
import { toScheduledTaskResponse } from './scheduled-task.types.js';

export const getScheduledTaskRoute = userProcedure
  .meta(getScheduledTaskMeta)
  .input(ZGetScheduledTaskRequestSchema)
  .output(ZGetScheduledTaskResponseSchema)
  .query(async ({ ctx, input }) => toScheduledTaskResponse(await getSource(ctx.db.prisma, ctx.caller.orgId, 'scheduled_task', input.id), ctx.caller));
