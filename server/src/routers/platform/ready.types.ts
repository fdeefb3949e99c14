import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';

export const ZReadyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok') }),
});

export type ReadyResponse = z.infer<typeof ZReadyResponseSchema>;

export const readyMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/ready',
    tags: ['Platform'],
    summary: 'Readiness',
    description: 'Ready when the database answers; 503 `service_unavailable` otherwise.',
    protect: false,
    errorResponses: { 503: 'The database does not answer' },
  },
  examples: { response: { status: 'ready', checks: { database: 'ok' } } },
};
