import { updateWorkflow } from '../../domain/workflows/workflows.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { updateWorkflowMeta, ZUpdateWorkflowRequestSchema, ZUpdateWorkflowResponseSchema } from './update.types.js';
import { toWorkflowResponse } from './workflow.types.js';

export const updateWorkflowRoute = userProcedure
  .meta(updateWorkflowMeta)
  .input(ZUpdateWorkflowRequestSchema)
  .output(ZUpdateWorkflowResponseSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) => toWorkflowResponse(await updateWorkflow(ctx.db.prisma, ctx.caller, id, changes, userAuditContext(ctx)), ctx.caller));
