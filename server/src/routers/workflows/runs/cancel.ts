import { cancelRun } from '../../../domain/workflows/runs.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { cancelWorkflowRunMeta, ZCancelWorkflowRunRequestSchema, ZCancelWorkflowRunResponseSchema } from './cancel.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const cancelWorkflowRunRoute = userProcedure
  .meta(cancelWorkflowRunMeta)
  .input(ZCancelWorkflowRunRequestSchema)
  .output(ZCancelWorkflowRunResponseSchema)
  .mutation(async ({ ctx, input }) => toWorkflowRunResponse(await cancelRun(ctx.db.prisma, ctx.caller, input.id, input.runId, userAuditContext(ctx))));
