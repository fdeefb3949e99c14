import { readTeamBudget } from '../../domain/teams/budget.js';
import { userProcedure } from '../../trpc/init.js';
import { getTeamBudgetMeta, ZGetTeamBudgetRequestSchema } from './budget-get.types.js';
import { toTeamBudgetResponse, ZTeamBudgetSchema } from './budget.types.js';

export const getTeamBudgetRoute = userProcedure
  .meta(getTeamBudgetMeta)
  .input(ZGetTeamBudgetRequestSchema)
  .output(ZTeamBudgetSchema)
  .query(async ({ ctx, input }) => toTeamBudgetResponse(await readTeamBudget(ctx.db.prisma, ctx.caller.orgId, input.id)));
