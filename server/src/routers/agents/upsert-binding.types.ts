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
  monthly_budget_cents: ZCentsSchema.nullable().optional().meta({ description: 'Monthly cap for this operation, in cents (UTC month); null: none' }),
  daily_limit: z.number().int().min(0).max(10_000_000).nullable().optional().meta({ description: 'Requests per UTC day (a count, not cents); null: none' }),
  approval_threshold_cents: ZCentsSchema.nullable().optional().meta({ description: 'A request whose worst-case cost is above this waits for approval; null: never' }),
  enabled: z.boolean().optional().meta({ description: 'Default true' }),
});

export const upsertBindingMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/services',
    tags: ['Agents'],
    summary: 'Enable an operation for the agent, with its budget and limits',
    description:
      'A binding is the agent\'s permission to dispatch one operation, with its limits. An upsert, answering 200 with the binding: posting again for the same operation updates the fields sent and keeps the others; a new binding starts with no caps, no approval threshold, and enabled. Unknown operations are refused with invalid_request naming the catalog. Audited as `binding.upserted`.',
  },
  auth: ADMINS,
  sdk: { resource: ['agents', 'bindings'], method: 'upsert' },
  examples: { request: { operation: 'web_search.search', monthly_budget_cents: 2000, daily_limit: 500, approval_threshold_cents: 100, enabled: true }, response: BINDING_EXAMPLE },
};
