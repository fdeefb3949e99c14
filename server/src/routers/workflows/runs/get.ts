import { getRun } from '../../../domain/workflows/runs.js';
import { userProcedure } from '../../../trpc/init.js';
import { getWorkflowRunMeta, ZGetWorkflowRunRequestSchema, ZGetWorkflowRunResponseSchema } from './get.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const getWorkflowRunRoute = userProcedure
  .meta(getWorkflowRunMeta)
  .input(ZGetWorkflowRunRequestSchema)
  .output(ZGetWorkflowRunResponseSchema)
  .query(async ({ ctx, input }) => toWorkflowRunResponse(await getRun(ctx.db.prisma, ctx.caller, input.id, input.runId)));
