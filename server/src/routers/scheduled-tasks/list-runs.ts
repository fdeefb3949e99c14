import { listFires } from '../../domain/event-sources/fires.js';
import { userProcedure } from '../../trpc/init.js';
import { toEventFireResponse } from './fire.types.js';
import { listScheduledTaskRunsMeta, ZListScheduledTaskRunsRequestSchema, ZListScheduledTaskRunsResponseSchema } from './list-runs.types.js';

export const listScheduledTaskRunsRoute = userProcedure
  .meta(listScheduledTaskRunsMeta)
  .input(ZListScheduledTaskRunsRequestSchema)
  .output(ZListScheduledTaskRunsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listFires(ctx.db.prisma, ctx.caller.orgId, 'scheduled_task', input.id, input);
    return { data: page.data.map(toEventFireResponse), next_cursor: page.nextCursor };
  });
