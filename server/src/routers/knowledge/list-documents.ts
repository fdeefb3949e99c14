import { listDocuments } from '../../domain/knowledge/collections.js';
import { userProcedure } from '../../trpc/init.js';
import { toKnowledgeDocumentResponse } from './knowledge.types.js';
import { listKnowledgeDocumentsMeta, ZListKnowledgeDocumentsRequestSchema, ZListKnowledgeDocumentsResponseSchema } from './list-documents.types.js';

export const listKnowledgeDocumentsRoute = userProcedure
  .meta(listKnowledgeDocumentsMeta)
  .input(ZListKnowledgeDocumentsRequestSchema)
  .output(ZListKnowledgeDocumentsResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, ...page } = input;
    const found = await listDocuments(ctx.db.prisma, ctx.caller, id, page);
    return { data: found.data.map((document) => toKnowledgeDocumentResponse(document, document.chunkCount)), next_cursor: found.nextCursor };
  });
