import { listTasks } from '../../../domain/agents/delegated-tasks.js';
import { authedProcedure } from '../../../trpc/init.js';
import { listDelegatedTasksMeta, ZListDelegatedTasksRequestSchema, ZListDelegatedTasksResponseSchema } from './list.types.js';
import { toDelegatedTaskResponse } from './task.types.js';

export const listDelegatedTasksRoute = authedProcedure
  .meta(listDelegatedTasksMeta)
  .input(ZListDelegatedTasksRequestSchema)
  .output(ZListDelegatedTasksResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, status, side, ...pageRequest } = input;
    const page = await listTasks(ctx.db.prisma, ctx.caller, id, { status, side }, pageRequest);
    return { data: page.data.map(toDelegatedTaskResponse), next_cursor: page.nextCursor };
  });
