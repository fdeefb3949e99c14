import { z } from 'zod';
import { revokeWorkflow } from '../../domain/workflows/grants.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { revokeWorkflowMeta, ZRevokeWorkflowRequestSchema } from './revoke.types.js';

export const revokeWorkflowRoute = userProcedure
  .meta(revokeWorkflowMeta)
  .input(ZRevokeWorkflowRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await revokeWorkflow(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx));
  });
