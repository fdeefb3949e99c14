import { listRuns } from '../../../domain/workflows/runs.js';
import { userProcedure } from '../../../trpc/init.js';
import { listWorkflowRunsMeta, ZListWorkflowRunsRequestSchema, ZListWorkflowRunsResponseSchema } from './list.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const listWorkflowRunsRoute = userProcedure
  .meta(listWorkflowRunsMeta)
  .input(ZListWorkflowRunsRequestSchema)
  .output(ZListWorkflowRunsResponseSchema)
  .query(async ({ ctx, input: { id, ...pageRequest } }) => {
    const page = await listRuns(ctx.db.prisma, ctx.caller, id, pageRequest);
    return { data: page.data.map(toWorkflowRunResponse), next_cursor: page.nextCursor };
  });
