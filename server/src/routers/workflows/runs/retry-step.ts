import { retrySteps } from '../../../domain/workflows/recovery.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { retryWorkflowStepMeta, ZRetryWorkflowStepRequestSchema, ZRetryWorkflowStepResponseSchema } from './retry-step.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const retryWorkflowStepRoute = userProcedure
  .meta(retryWorkflowStepMeta)
  .input(ZRetryWorkflowStepRequestSchema)
  .output(ZRetryWorkflowStepResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkflowRunResponse(await retrySteps(ctx.db.prisma, ctx.caller, input.id, input.runId, [input.stepLabel], userAuditContext(ctx))),
  );
