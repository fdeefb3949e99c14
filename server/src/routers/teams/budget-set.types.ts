import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_BUDGET_EXAMPLE, ZTeamIdSchema } from './budget.types.js';

const limit = (what: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .optional()
    .meta({ description: `${what} in cents: a number sets it (0 stops that spend), null clears it, absent leaves it` });

export const ZSetTeamBudgetRequestSchema = z.strictObject({
  id: ZTeamIdSchema,
  daily_limit_cents: limit("The team's spend per UTC day"),
  monthly_limit_cents: limit("The team's spend per UTC month"),
  hard_cap_cents: limit("The team's spend in total"),
});

export const setTeamBudgetMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams/{id}/budget',
    tags: ['Teams'],
    summary: "Set or clear a team's limits",
    description:
      "Sets the team's daily, monthly and total (hard cap) spend limits: each field given sets its limit, null clears it, a field left out stays as it is. The limits bind the team's managers too, so only organization admins set them. A dispatch of the team's agents is refused once it would pass one (`team_budget_exceeded`). Answers the budget after the change.",
  },
  auth: ADMINS,
  examples: {
    request: { daily_limit_cents: 2000, monthly_limit_cents: 40000, hard_cap_cents: null },
    response: TEAM_BUDGET_EXAMPLE,
  },
};
