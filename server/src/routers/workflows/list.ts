import { listWorkflows } from '../../domain/workflows/workflows.js';
import { userProcedure } from '../../trpc/init.js';
import { listWorkflowsMeta, ZListWorkflowsRequestSchema, ZListWorkflowsResponseSchema } from './list.types.js';
import { toWorkflowResponse } from './workflow.types.js';

export const listWorkflowsRoute = userProcedure
  .meta(listWorkflowsMeta)
  .input(ZListWorkflowsRequestSchema)
  .output(ZListWorkflowsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listWorkflows(ctx.db.prisma, ctx.caller, input);
    return { data: page.data.map((workflow) => toWorkflowResponse(workflow, ctx.caller)), next_cursor: page.nextCursor };
  });
