import { grantWorkflow } from '../../domain/workflows/grants.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { grantWorkflowMeta, toWorkflowGrantResponse, ZGrantWorkflowRequestSchema, ZWorkflowGrantSchema } from './grant.types.js';

export const grantWorkflowRoute = userProcedure
  .meta(grantWorkflowMeta)
  .input(ZGrantWorkflowRequestSchema)
  .output(ZWorkflowGrantSchema)
  .mutation(async ({ ctx, input }) => toWorkflowGrantResponse(await grantWorkflow(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx))));
