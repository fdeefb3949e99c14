import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAmountCentsSchema, ZTeamIdSchema } from '../teams/budget.types.js';
import { BUDGET_REQUEST_EXAMPLE } from './budget-request.types.js';

export const ZCreateBudgetRequestRequestSchema = z.strictObject({
  team_id: ZTeamIdSchema,
  amount_cents: ZAmountCentsSchema.meta({ description: 'Cents of the team pool asked for' }),
  reason: z.string().trim().min(1).max(2000),
});

export const createBudgetRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/budget-requests',
    tags: ['Budget requests'],
    summary: 'Ask for an allocation from a team pool',
    errorResponses: { 404: 'team_id names no team of your organization' },
    description:
      "A worker of the team asks for amount_cents of its pool, for themselves; the team's manager or an organization admin approves or rejects it (PATCH /api/v1/budget-requests/{id}). The team's managers are refused (403: allocations go to workers, and a manager allocates them with POST /api/v1/teams/{id}/workers/{userId}/budget/allocate), as is someone outside the team. Audited as `budget_request.created`.",
  },
  auth: MEMBERS,
  successStatus: 201,
  examples: {
    request: { team_id: BUDGET_REQUEST_EXAMPLE.team_id, amount_cents: 5000, reason: BUDGET_REQUEST_EXAMPLE.reason },
    response: BUDGET_REQUEST_EXAMPLE,
  },
};
