import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_BUDGET_EXAMPLE, ZTeamIdSchema } from './budget.types.js';

export const ZGetTeamBudgetRequestSchema = z.strictObject({ id: ZTeamIdSchema });

export const getTeamBudgetMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/teams/{id}/budget',
    tags: ['Teams'],
    summary: "A team's budget: pool, allocations, limits and spend",
    description:
      "The team's pool (spending rights moved into it from its workspace), the part allocated to its workers, its daily, monthly and total limits, and its live spend this UTC day, this UTC month and in total. Spend counts the holds of live requests in flight; test mode spends nothing. The money itself stays in the workspace's wallet until a request is debited.",
  },
  auth: MEMBERS,
  examples: { response: TEAM_BUDGET_EXAMPLE },
};
