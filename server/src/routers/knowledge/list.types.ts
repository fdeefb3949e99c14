import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_COLLECTION_EXAMPLE, ZKnowledgeCollectionSchema } from './knowledge.types.js';

export const ZListKnowledgeCollectionsRequestSchema = ZListRequestSchema('kcol').extend({ order: ZListOrderSchema });
export const ZListKnowledgeCollectionsResponseSchema = ZPageSchema(ZKnowledgeCollectionSchema);

export const listKnowledgeCollectionsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/knowledge/collections',
    tags: ['Knowledge'],
    summary: "The workspace's knowledge collections",
    description: `The knowledge collections of the workspace you act in, oldest first (\`order=desc\`: newest first), a page at a time (the SDKs iterate every page). ${KNOWLEDGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections'], method: 'list' },
  examples: { response: page(KNOWLEDGE_COLLECTION_EXAMPLE) },
};
