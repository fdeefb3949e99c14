import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';

export const ZUsageRequestSchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional().meta({ description: 'Inclusive; default: the start of the current UTC month' }),
  to: z.iso.datetime({ offset: true }).optional().meta({ description: 'Exclusive; default: now' }),
  group_by: z.enum(['operation', 'agent', 'day']).default('operation'),
});

export const ZUsageResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    group_by: z.enum(['operation', 'agent', 'day']),
    data: z.array(
      z.object({
        key: z.string().meta({ description: 'The operation, agent id or UTC day' }),
        mode: z.enum(['live', 'test']),
        requests: z.number().int(),
        executed: z.number().int(),
        cost_cents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Usage' });

export const getUsageMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/usage',
    tags: ['Audit and usage'],
    summary: 'Requests and spend per operation, agent or day; live and test apart',
    description:
      'Requests made, requests executed and cents spent between `from` and `to`, grouped by operation, agent or UTC day, each group once per mode: test mode is counted apart and costs nothing.',
  },
  auth: MEMBERS,
  examples: { response: { from: '2025-01-01T00:00:00.000Z', to: '2025-01-06T09:32:10.000Z', group_by: 'operation', data: [{ key: 'web_search.search', mode: 'live', requests: 120, executed: 118, cost_cents: 118 }, { key: 'web_search.search', mode: 'test', requests: 40, executed: 39, cost_cents: 0 }] } },
};
