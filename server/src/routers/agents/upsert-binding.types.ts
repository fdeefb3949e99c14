import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZCentsSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';
import { BINDING_EXAMPLE } from '../examples.js';

export const ZUpsertBindingRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  operation: z.string().min(1).max(100).meta({ description: '"<service>.<operation>", or the bare operation with service' }),
  service: z.string().min(1).max(100).optional(),
  monthly_budget_cents: ZCentsSchema.nullable().optional(),
  daily_limit: z.number().int().min(0).max(10_000_000).nullable().optional(),
  approval_threshold_cents: ZCentsSchema.nullable().optional(),
  enabled: z.boolean().optional(),
});

export const upsertBindingMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/services',
    tags: ['Agents'],
    summary: 'Enable an operation for the agent, with its budget and limits',
    description:
      'Posting again for the same operation updates the fields sent and keeps the others. Unknown operations are refused with invalid_request naming the catalog.',
  },
  auth: ADMINS,
  sdk: { resource: ['agents', 'bindings'], method: 'upsert' },
  examples: { request: { operation: 'web_search.search', monthly_budget_cents: 2000, daily_limit: 500, approval_threshold_cents: 100, enabled: true }, response: BINDING_EXAMPLE },
};
