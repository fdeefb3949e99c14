import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { KNOWLEDGE_ACCESS } from './knowledge.types.js';

export const deleteKnowledgeCollectionMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/knowledge/collections/{id}',
    tags: ['Knowledge'],
    summary: 'Delete a knowledge collection',
    description: `Deletes the collection with its documents, passages and vectors, at once and for good. Only its creator, admins and owners may (403). ${KNOWLEDGE_ACCESS} Audited as \`knowledge_collection.deleted\`.`,
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['knowledge', 'collections'], method: 'delete' },
  successStatus: 204,
};
