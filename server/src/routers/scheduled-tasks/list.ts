import { listSources } from '../../domain/event-sources/sources.js';
import { userProcedure } from '../../trpc/init.js';
import { listScheduledTasksMeta, ZListScheduledTasksRequestSchema, ZListScheduledTasksResponseSchema } from './list.types.js';
import { toScheduledTaskResponse } from './scheduled-task.types.js';

export const listScheduledTasksRoute = userProcedure
  .meta(listScheduledTasksMeta)
  .input(ZListScheduledTasksRequestSchema)
  .output(ZListScheduledTasksResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listSources(ctx.db.prisma, ctx.caller.orgId, 'scheduled_task', input, { agentId: input.agent_id, status: input.status });
    return { data: page.data.map((task) => toScheduledTaskResponse(task, ctx.caller)), next_cursor: page.nextCursor };
  });
