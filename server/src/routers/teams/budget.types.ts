import { z } from 'zod';
import type { TeamBudget } from '../../domain/teams/budget.js';
import { ZIdSchema } from '../../domain/bounded.js';
import { teamTotalLimit } from '../../domain/dispatch/budgets.js';

/**
 * An amount moved between budgets, in cents: a whole, positive number within JavaScript's exact
 * integers, so that every value is the same on the wire and in the database's bigint.
 */
export const ZAmountCentsSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A limit in cents: 0 stops the spend it counts; null (where a change allows it) clears the limit. */
const ZLimitCentsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ZTeamBudgetSchema = z
  .object({
    team_id: ZIdSchema,
    pool_cents: z.number().int().meta({ description: 'Spending rights moved into the team from its workspace, in total' }),
    allocated_cents: z.number().int().meta({ description: 'The part of the pool allocated to workers; never above pool_cents' }),
    daily_limit_cents: ZLimitCentsSchema.nullable().meta({ description: "The team's spend per UTC day; null: no limit" }),
    monthly_limit_cents: ZLimitCentsSchema.nullable().meta({ description: "The team's spend per UTC month; null: no limit" }),
    hard_cap_cents: ZLimitCentsSchema.nullable().meta({ description: "The team's spend in total; null: no cap" }),
    total_limit_cents: z.number().int().meta({ description: "What the team may spend in total, which spent_total_cents counts against: its pool, or its hard cap when that is lower (team_budget_exceeded)" }),
    spent_today_cents: z.number().int().meta({ description: 'Live spend this UTC day, holds of requests in flight included' }),
    spent_month_cents: z.number().int().meta({ description: 'Live spend this UTC month, holds of requests in flight included' }),
    spent_total_cents: z.number().int().meta({ description: 'Live spend in total, drawn against the pool and the hard cap' }),
  })
  .meta({ id: 'TeamBudget' });

export type TeamBudgetResponse = z.infer<typeof ZTeamBudgetSchema>;

const cents = (value: bigint | null) => (value === null ? null : Number(value));

export function toTeamBudgetResponse(budget: TeamBudget): TeamBudgetResponse {
  return {
    team_id: budget.teamId,
    pool_cents: Number(budget.poolCents),
    allocated_cents: Number(budget.allocatedCents),
    daily_limit_cents: cents(budget.dailyLimitCents),
    monthly_limit_cents: cents(budget.monthlyLimitCents),
    hard_cap_cents: cents(budget.hardCapCents),
    total_limit_cents: Number(teamTotalLimit(budget.poolCents, budget.hardCapCents)),
    spent_today_cents: Number(budget.spentTodayCents),
    spent_month_cents: Number(budget.spentMonthCents),
    spent_total_cents: Number(budget.spentTotalCents),
  };
}

export const TEAM_ID_EXAMPLE = 'team_01jh0xg1j3m5p7s9v1x3z5b7d9';
export const WORKER_ID_EXAMPLE = 'usr_01jh0xh2k4n6q8t0w2y4a6c8e0';

export const TEAM_BUDGET_EXAMPLE: TeamBudgetResponse = {
  team_id: TEAM_ID_EXAMPLE,
  pool_cents: 50000,
  allocated_cents: 30000,
  daily_limit_cents: 2000,
  monthly_limit_cents: 40000,
  hard_cap_cents: null,
  total_limit_cents: 50000,
  spent_today_cents: 350,
  spent_month_cents: 12400,
  spent_total_cents: 18900,
};

export const ZTeamIdSchema = ZIdSchema.min(1).meta({ description: 'Team id (team_…)' });
