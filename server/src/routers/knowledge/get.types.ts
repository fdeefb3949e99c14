import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_COLLECTION_EXAMPLE, ZKnowledgeCollectionIdSchema, ZKnowledgeCollectionSchema } from './knowledge.types.js';

export const ZKnowledgeCollectionRequestSchema = z.strictObject({ id: ZKnowledgeCollectionIdSchema });
export { ZKnowledgeCollectionSchema as ZGetKnowledgeCollectionResponseSchema };

export const getKnowledgeCollectionMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/knowledge/collections/{id}', tags: ['Knowledge'], summary: 'One knowledge collection', description: `A collection of the workspace. ${KNOWLEDGE_ACCESS}` },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections'], method: 'retrieve' },
  examples: { response: KNOWLEDGE_COLLECTION_EXAMPLE },
};
