import { getWorkflow } from '../../domain/workflows/workflows.js';
import { userProcedure } from '../../trpc/init.js';
import { getWorkflowMeta, ZGetWorkflowRequestSchema, ZGetWorkflowResponseSchema } from './get.types.js';
import { toWorkflowResponse } from './workflow.types.js';

export const getWorkflowRoute = userProcedure
  .meta(getWorkflowMeta)
  .input(ZGetWorkflowRequestSchema)
  .output(ZGetWorkflowResponseSchema)
  .query(async ({ ctx, input }) => toWorkflowResponse(await getWorkflow(ctx.db.prisma, ctx.caller, input.id), ctx.caller));
