import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZTeamIdSchema } from '../teams/budget.types.js';
import { BUDGET_REQUEST_EXAMPLE, ZBudgetRequestSchema, ZBudgetRequestStatusSchema } from './budget-request.types.js';

export const ZListBudgetRequestsRequestSchema = ZListRequestSchema('bgr').extend({
  status: ZBudgetRequestStatusSchema.optional(),
  team_id: ZTeamIdSchema.optional(),
});

export const ZListBudgetRequestsResponseSchema = ZPageSchema(ZBudgetRequestSchema);

export const listBudgetRequestsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/budget-requests',
    tags: ['Budget requests'],
    summary: 'Budget requests you may see or decide',
    errorResponses: { 404: 'team_id names no team of your organization' },
    description:
      "Oldest first, filtered by status and team. Organization admins see every team's requests; a team's manager sees that team's; everyone sees their own.",
  },
  auth: MEMBERS,
  examples: { response: page(BUDGET_REQUEST_EXAMPLE) },
};
