import { z } from 'zod';
import { MAX_SEARCH_RESULTS } from '../../../domain/agents/memories.js';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { MEMORY_EXAMPLE, ZMemorySchema } from './memory.types.js';

export const ZListMemoriesRequestSchema = ZListRequestSchema('memo')
  .extend({
    id: ZAgentIdSchema,
    order: ZListOrderSchema,
    query: z
      .string()
      .max(1000)
      .refine((query) => query.trim().length > 0, 'a search needs some text')
      .optional()
      .meta({ description: `A semantic search, 1 to 1,000 characters, not blank: the memories nearest in meaning, best first, each with relevanceScore; at most ${MAX_SEARCH_RESULTS} (limit), one page` }),
  })
  .superRefine((request, ctx) => {
    if (request.query === undefined) return;
    if (request.cursor !== undefined) ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'a search answers one page: no cursor' });
    if (request.limit > MAX_SEARCH_RESULTS) ctx.addIssue({ code: 'custom', path: ['limit'], message: `a search answers at most ${MAX_SEARCH_RESULTS}` });
  });
export const ZListMemoriesResponseSchema = ZPageSchema(ZMemorySchema);

export const listMemoriesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/memories',
    tags: ['Agents'],
    summary: "The agent's memories, or a search of them by meaning",
    description: `Without \`query\`: by id, oldest first (\`order=desc\`: newest first), a page at a time. With \`query\`: the memories nearest to it in meaning, best first, each with \`relevanceScore\` (cosine similarity, -1 to 1; \`relevance_score\` too, deprecated), \`limit\` of them (default 50, at most ${MAX_SEARCH_RESULTS}) in one page. Each memory returned counts a read (\`accessCount\`; \`access_count\` too, deprecated). The agent with its key, for itself or an agent it spawned (any other id is 404), or people of the organization.`,
    errorResponses: { 501: 'A search on a server with no embedding model installed (`not_configured`)' },
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: page({ ...MEMORY_EXAMPLE, relevanceScore: 0.6521, relevance_score: 0.6521 }) },
};
