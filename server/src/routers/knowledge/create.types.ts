import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_COLLECTION_EXAMPLE, ZKnowledgeCollectionSchema } from './knowledge.types.js';

export const ZCreateKnowledgeCollectionRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
});
export { ZKnowledgeCollectionSchema as ZCreateKnowledgeCollectionResponseSchema };

export const createKnowledgeCollectionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections',
    tags: ['Knowledge'],
    summary: 'Create a knowledge collection',
    description: `A collection of documents searched by meaning, in the workspace you act in; any member may create one. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_collection.created\`.`,
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  sdk: { resource: ['knowledge', 'collections'], method: 'create' },
  examples: { request: { name: KNOWLEDGE_COLLECTION_EXAMPLE.name, description: KNOWLEDGE_COLLECTION_EXAMPLE.description! }, response: KNOWLEDGE_COLLECTION_EXAMPLE },
};
