import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_BUDGET_EXAMPLE, ZTeamBudgetSchema, ZTeamIdSchema } from '../teams/budget.types.js';

export const ZBalanceRequestSchema = z.strictObject({
  team_id: ZTeamIdSchema.optional().meta({ description: "A team of the organization: its budget is answered too, as `team`; the wallet stays the active workspace's" }),
});

export const ZBalanceResponseSchema = z
  .object({
    balance_cents: z.number().int().meta({ description: "Settled balance of your active workspace's wallet" }),
    held_cents: z.number().int().meta({ description: 'Held by requests in flight; available = balance_cents - held_cents' }),
    currency: z.literal('usd'),
    team: ZTeamBudgetSchema.optional().meta({ description: "With team_id: the team's budget, as GET /api/v1/teams/{id}/budget answers it" }),
  })
  .meta({ id: 'Balance' });

export const getBalanceMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/balance',
    tags: ['Balance'],
    summary: "Your workspace's balance, and a team's budget",
    errorResponses: { 404: 'team_id names no team of your organization' },
    description:
      "The wallet of your active workspace (POST /api/v1/workspaces/switch): what it holds, and what live requests in flight hold of it; a live request needs its worst-case cost available. Test mode never spends. With team_id, also that team's budget (`team`): its pool, what of it is allocated to workers, its limits and its live spend; a team of another organization is not found.",
  },
  auth: MEMBERS,
  examples: { response: { balance_cents: 10000, held_cents: 25, currency: 'usd', team: TEAM_BUDGET_EXAMPLE } },
};
