import { listFires } from '../../domain/event-sources/fires.js';
import { userProcedure } from '../../trpc/init.js';
import { toEventFireResponse } from '../scheduled-tasks/fire.types.js';
import { listTriggerRunsMeta, ZListTriggerRunsRequestSchema, ZListTriggerRunsResponseSchema } from './list-runs.types.js';

export const listTriggerRunsRoute = userProcedure
  .meta(listTriggerRunsMeta)
  .input(ZListTriggerRunsRequestSchema)
  .output(ZListTriggerRunsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listFires(ctx.db.prisma, ctx.caller.orgId, 'trigger', input.id, input);
    return { data: page.data.map(toEventFireResponse), next_cursor: page.nextCursor };
  });
