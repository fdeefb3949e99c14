import { readBudgetOverview } from '../../domain/usage/budget-overview.js';
import { userProcedure } from '../../trpc/init.js';
import { getBudgetOverviewMeta, toBudgetOverviewRow, ZBudgetOverviewRequestSchema, ZBudgetOverviewSchema } from './budgets.types.js';

export const getBudgetOverviewRoute = userProcedure
  .meta(getBudgetOverviewMeta)
  .input(ZBudgetOverviewRequestSchema)
  .output(ZBudgetOverviewSchema)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const rows = await readBudgetOverview(ctx.db.prisma, ctx.caller, input.mode, now);
    return { mode: input.mode, data: rows.map((row) => toBudgetOverviewRow(row, now)) };
  });
