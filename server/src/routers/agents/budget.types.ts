import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZCentsSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';

export const ZSetAgentBudgetRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  monthly_budget_cents: ZCentsSchema.nullable().meta({ description: 'Monthly cap across all operations; null removes it' }),
});

export const setAgentBudgetMeta: ProcedureMeta = {
  openapi: { method: 'PATCH', path: '/v1/agents/{id}/budget', tags: ['Agents'], summary: "Set the agent's monthly budget cap" },
  auth: ADMINS,
};
