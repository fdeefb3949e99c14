import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZReadyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok') }),
  vector_search: z.enum(['pgvector', 'bytea']).meta({
    description: "How memories are searched: pgvector's HNSW index in the database, or vectors stored as bytes and scored by the server",
  }),
  embedder: ZLabelSchema.meta({ description: "The model memories are embedded with, e.g. all-MiniLM-L6-v2-int8; none when the server has none (writes and searches of memories are 501 then)" }),
});

export const readyMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/ready',
    tags: ['Platform'],
    summary: 'Readiness',
    description: 'Ready when the database answers; 503 `service_unavailable` otherwise. Also says how memories are embedded and searched.',
    protect: false,
    errorResponses: { 503: 'The database does not answer' },
  },
  examples: { response: { status: 'ready', checks: { database: 'ok' }, vector_search: 'pgvector', embedder: 'all-MiniLM-L6-v2-int8' } },
};
