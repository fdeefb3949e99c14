import { addDocument } from '../../domain/knowledge/collections.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { addKnowledgeDocumentMeta, ZAddKnowledgeDocumentRequestSchema, ZAddKnowledgeDocumentResponseSchema } from './add-document.types.js';
import { toKnowledgeDocumentResponse } from './knowledge.types.js';

export const addKnowledgeDocumentRoute = userProcedure
  .meta(addKnowledgeDocumentMeta)
  .input(ZAddKnowledgeDocumentRequestSchema)
  .output(ZAddKnowledgeDocumentResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, content_type: contentType, ...rest } = input;
    const document = await addDocument(ctx.db.prisma, ctx.embedder, ctx.caller, id, { ...rest, contentType }, userAuditContext(ctx));
    const chunks = await ctx.db.prisma.knowledgeChunk.count({ where: { documentId: document.id } });
    return toKnowledgeDocumentResponse(document, chunks);
  });
