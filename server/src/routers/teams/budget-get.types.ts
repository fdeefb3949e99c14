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
      "The team's pool (spending rights moved into it from its workspace), the part allocated to its workers, its daily, monthly and total limits, and its live spend this UTC day, this UTC month and in total. Spend counts the holds of live requests in flight; test-mode dispatches meet the same limits on counters of their own and never show here. The money itself stays in the workspace's wallet until a request is debited. The pool is the team's total: the team's agents without an owner, or owned by a manager, spend from it too, so a worker's allocation may be left unspendable, and then the pool refuses first. Any member of the organization reads it.",
  },
  auth: MEMBERS,
  examples: { response: TEAM_BUDGET_EXAMPLE },
};
