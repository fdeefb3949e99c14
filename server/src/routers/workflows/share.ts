import { shareWorkflow } from '../../domain/workflows/workflows.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { shareWorkflowMeta, ZShareWorkflowRequestSchema, ZShareWorkflowResponseSchema } from './share.types.js';
import { toWorkflowResponse } from './workflow.types.js';

export const shareWorkflowRoute = userProcedure
  .meta(shareWorkflowMeta)
  .input(ZShareWorkflowRequestSchema)
  .output(ZShareWorkflowResponseSchema)
  .mutation(async ({ ctx, input: { id, visibility, team_id: teamId } }) =>
    toWorkflowResponse(await shareWorkflow(ctx.db.prisma, ctx.caller, id, { visibility, teamId }, userAuditContext(ctx)), ctx.caller),
  );
