import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_DOCUMENT_EXAMPLE, ZKnowledgeCollectionIdSchema, ZKnowledgeDocumentSchema } from './knowledge.types.js';

export const ZListKnowledgeDocumentsRequestSchema = ZListRequestSchema('kdoc').extend({ id: ZKnowledgeCollectionIdSchema, order: ZListOrderSchema });
export const ZListKnowledgeDocumentsResponseSchema = ZPageSchema(ZKnowledgeDocumentSchema);

export const listKnowledgeDocumentsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/knowledge/collections/{id}/documents',
    tags: ['Knowledge'],
    summary: "A collection's documents",
    description: `The collection's documents with their status and passage counts (not their text), oldest first (\`order=desc\`: newest first), a page at a time (the SDKs iterate every page). ${KNOWLEDGE_ACCESS}`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections', 'documents'], method: 'list' },
  examples: { response: page(KNOWLEDGE_DOCUMENT_EXAMPLE) },
};
