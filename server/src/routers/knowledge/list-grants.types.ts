import { z } from 'zod';
import { WHOLE_LIST_MAX_ITEMS } from '../../domain/bounded.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { KNOWLEDGE_GRANT_EXAMPLE, ZKnowledgeGrantSchema } from './grant.types.js';
import { KNOWLEDGE_ACCESS, ZKnowledgeCollectionIdSchema } from './knowledge.types.js';

export const ZListKnowledgeGrantsRequestSchema = z.strictObject({ id: ZKnowledgeCollectionIdSchema });
export const ZListKnowledgeGrantsResponseSchema = z.object({ data: z.array(ZKnowledgeGrantSchema).max(WHOLE_LIST_MAX_ITEMS) });

export const listKnowledgeGrantsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/knowledge/collections/{id}/grants',
    tags: ['Knowledge'],
    summary: 'The agents a knowledge collection is granted to',
    description: `Every live agent that may search the collection (knowledge.query), in the order granted (one row per agent: no pages). ${KNOWLEDGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections', 'grants'], method: 'list' },
  examples: { response: { data: [KNOWLEDGE_GRANT_EXAMPLE] } },
};
