import { allocateToPool } from '../../domain/teams/budget.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { allocatePoolMeta, ZAllocatePoolRequestSchema } from './allocate-pool.types.js';
import { toTeamBudgetResponse, ZTeamBudgetSchema } from './budget.types.js';

export const allocatePoolRoute = userProcedure
  .meta(allocatePoolMeta)
  .input(ZAllocatePoolRequestSchema)
  .output(ZTeamBudgetSchema)
  .mutation(async ({ ctx, input }) =>
    toTeamBudgetResponse(await allocateToPool(ctx.db.prisma, ctx.caller.orgId, input.id, BigInt(input.amount_cents), userAuditContext(ctx))),
  );
