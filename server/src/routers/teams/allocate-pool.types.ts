import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_BUDGET_EXAMPLE, ZAmountCentsSchema, ZTeamIdSchema } from './budget.types.js';

export const ZAllocatePoolRequestSchema = z.strictObject({
  id: ZTeamIdSchema,
  amount_cents: ZAmountCentsSchema.meta({ description: 'Cents of spending rights to move from the workspace into the team pool' }),
});

export const allocatePoolMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams/{id}/budget/allocate',
    tags: ['Teams'],
    summary: "Move spending rights from the workspace into a team's pool",
    description:
      "Grows the team's pool by amount_cents: a pool only grows. The workspace can give its wallet's available balance (balance_cents - held_cents) less what its teams' pools hold unspent (each pool less its spend in total); asking more is 409 `insufficient_pool`, its message giving the figures. No money moves: the wallet pays each request when it is debited. Only organization admins move rights into a pool.",
    errorResponses: { 409: 'The workspace cannot give that much (`insufficient_pool`)' },
  },
  auth: ADMINS,
  examples: { request: { amount_cents: 10000 }, response: { ...TEAM_BUDGET_EXAMPLE, pool_cents: 60000 } },
};
