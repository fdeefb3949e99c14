import { router } from '../../trpc/init.js';
import { addKnowledgeDocumentRoute } from './add-document.js';
import { createKnowledgeCollectionRoute } from './create.js';
import { deleteKnowledgeCollectionRoute } from './delete.js';
import { getKnowledgeCollectionRoute } from './get.js';
import { grantKnowledgeRoute } from './grant.js';
import { listKnowledgeGrantsRoute } from './list-grants.js';
import { listKnowledgeDocumentsRoute } from './list-documents.js';
import { listKnowledgeCollectionsRoute } from './list.js';
import { queryKnowledgeRoute } from './query.js';
import { revokeKnowledgeRoute } from './revoke.js';

export const knowledgeRouter = router({
  list: listKnowledgeCollectionsRoute,
  create: createKnowledgeCollectionRoute,
  get: getKnowledgeCollectionRoute,
  delete: deleteKnowledgeCollectionRoute,
  addDocument: addKnowledgeDocumentRoute,
  listDocuments: listKnowledgeDocumentsRoute,
  query: queryKnowledgeRoute,
  listGrants: listKnowledgeGrantsRoute,
  grant: grantKnowledgeRoute,
  revoke: revokeKnowledgeRoute,
});
