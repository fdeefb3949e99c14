import { createBudgetRequest } from '../../domain/teams/budget-requests.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toBudgetRequestResponse, ZBudgetRequestSchema } from './budget-request.types.js';
import { createBudgetRequestMeta, ZCreateBudgetRequestRequestSchema } from './create.types.js';

export const createBudgetRequestRoute = userProcedure
  .meta(createBudgetRequestMeta)
  .input(ZCreateBudgetRequestRequestSchema)
  .output(ZBudgetRequestSchema)
  .mutation(async ({ ctx, input }) =>
    toBudgetRequestResponse(
      await createBudgetRequest(
        ctx.db.prisma,
        ctx.caller,
        { teamId: input.team_id, amountCents: BigInt(input.amount_cents), reason: input.reason },
        userAuditContext(ctx),
      ),
    ),
  );
