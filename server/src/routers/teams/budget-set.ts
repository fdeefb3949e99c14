import { setTeamLimits, type TeamLimitsChange } from '../../domain/teams/budget.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { setTeamBudgetMeta, ZSetTeamBudgetRequestSchema } from './budget-set.types.js';
import { toTeamBudgetResponse, ZTeamBudgetSchema } from './budget.types.js';

/** A field given sets (or with null clears) its limit; one left out is not part of the change. */
const change = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : BigInt(value));

export const setTeamBudgetRoute = userProcedure
  .meta(setTeamBudgetMeta)
  .input(ZSetTeamBudgetRequestSchema)
  .output(ZTeamBudgetSchema)
  .mutation(async ({ ctx, input }) => {
    const limits: TeamLimitsChange = {};
    const daily = change(input.daily_limit_cents);
    const monthly = change(input.monthly_limit_cents);
    const cap = change(input.hard_cap_cents);
    if (daily !== undefined) limits.dailyLimitCents = daily;
    if (monthly !== undefined) limits.monthlyLimitCents = monthly;
    if (cap !== undefined) limits.hardCapCents = cap;
    return toTeamBudgetResponse(await setTeamLimits(ctx.db.prisma, ctx.caller.orgId, input.id, limits, userAuditContext(ctx)));
  });
