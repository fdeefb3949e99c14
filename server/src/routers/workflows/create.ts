import { createWorkflow } from '../../domain/workflows/workflows.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createWorkflowMeta, ZCreateWorkflowRequestSchema, ZCreateWorkflowResponseSchema } from './create.types.js';
import { toWorkflowResponse } from './workflow.types.js';

export const createWorkflowRoute = userProcedure
  .meta(createWorkflowMeta)
  .input(ZCreateWorkflowRequestSchema)
  .output(ZCreateWorkflowResponseSchema)
  .mutation(async ({ ctx, input }) => toWorkflowResponse(await createWorkflow(ctx.db.prisma, ctx.caller, input, userAuditContext(ctx)), ctx.caller));
