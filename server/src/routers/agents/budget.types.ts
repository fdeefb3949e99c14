import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZCentsSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';
import { AGENT_EXAMPLE } from '../examples.js';

export const ZSetAgentBudgetRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  monthly_budget_cents: ZCentsSchema.nullable().meta({ description: 'Monthly cap across all operations; null removes it' }),
});

export const setAgentBudgetMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/budget',
    tags: ['Agents'],
    summary: "Set the agent's monthly budget cap",
    description:
      'The most the agent may spend in a calendar month (UTC) over all its operations, in cents; `null` removes the cap. A request whose worst-case cost would pass it is blocked with `agent_budget_exceeded`; each binding may have a cap of its own as well.',
  },
  auth: ADMINS,
  examples: { request: { monthly_budget_cents: 5000 }, response: AGENT_EXAMPLE },
};
