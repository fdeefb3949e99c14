import { decideBudgetRequest } from '../../domain/teams/budget-requests.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toBudgetRequestResponse, ZBudgetRequestSchema } from './budget-request.types.js';
import { decideBudgetRequestMeta, ZDecideBudgetRequestRequestSchema } from './decide.types.js';

export const decideBudgetRequestRoute = userProcedure
  .meta(decideBudgetRequestMeta)
  .input(ZDecideBudgetRequestRequestSchema)
  .output(ZBudgetRequestSchema)
  .mutation(async ({ ctx, input }) =>
    toBudgetRequestResponse(
      await decideBudgetRequest(ctx.db.prisma, ctx.caller, input.id, { status: input.status, notes: input.notes }, userAuditContext(ctx)),
    ),
  );
