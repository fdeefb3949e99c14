import { z } from 'zod';
import { deleteWorkflow } from '../../domain/workflows/workflows.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteWorkflowMeta, ZDeleteWorkflowRequestSchema } from './delete.types.js';

export const deleteWorkflowRoute = userProcedure
  .meta(deleteWorkflowMeta)
  .input(ZDeleteWorkflowRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteWorkflow(ctx.db.prisma, ctx.caller, input.id, userAuditContext(ctx));
  });
