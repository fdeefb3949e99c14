import { retrySteps } from '../../../domain/workflows/recovery.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { rerunFailedMeta, ZRerunFailedRequestSchema, ZRerunFailedResponseSchema } from './rerun-failed.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const rerunFailedRoute = userProcedure
  .meta(rerunFailedMeta)
  .input(ZRerunFailedRequestSchema)
  .output(ZRerunFailedResponseSchema)
  .mutation(async ({ ctx, input }) => toWorkflowRunResponse(await retrySteps(ctx.db.prisma, ctx.caller, input.id, input.runId, 'failed', userAuditContext(ctx))));
