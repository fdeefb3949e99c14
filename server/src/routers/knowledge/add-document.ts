import { addDocument } from '../../domain/knowledge/ingest.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { addKnowledgeDocumentMeta, ZAddKnowledgeDocumentRequestSchema, ZAddKnowledgeDocumentResponseSchema } from './add-document.types.js';
import { embeddingFailure, embeddingServices, toKnowledgeDocumentResponse } from './knowledge.types.js';

export const addKnowledgeDocumentRoute = userProcedure
  .meta(addKnowledgeDocumentMeta)
  .input(ZAddKnowledgeDocumentRequestSchema)
  .output(ZAddKnowledgeDocumentResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, title, content_type: contentType, content, object_id: objectId } = input;
    const { document, chunks } = await embeddingFailure(() => addDocument(embeddingServices(ctx), ctx.caller, id, { title, contentType, content, objectId }, userAuditContext(ctx)));
    if (document.status === 'pending') ctx.setStatus(202);
    return toKnowledgeDocumentResponse(document, chunks);
  });
