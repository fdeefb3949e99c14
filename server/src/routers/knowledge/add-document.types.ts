import { z } from 'zod';
import { KNOWLEDGE_CONTENT_TYPES } from '../../domain/knowledge/extract.js';
import { MAX_DOCUMENT_CHARS } from '../../domain/knowledge/collections.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHUNKING, KNOWLEDGE_ACCESS, KNOWLEDGE_DOCUMENT_EXAMPLE, ZKnowledgeCollectionIdSchema, ZKnowledgeDocumentSchema } from './knowledge.types.js';

export const ZAddKnowledgeDocumentRequestSchema = z.strictObject({
  id: ZKnowledgeCollectionIdSchema,
  title: z.string().trim().min(1).max(200).optional().meta({ description: "Default: an HTML page's title, else the text's first line" }),
  content_type: z.enum(KNOWLEDGE_CONTENT_TYPES),
  content: z.string().min(1).max(MAX_DOCUMENT_CHARS).meta({ description: `The document, at most ${MAX_DOCUMENT_CHARS.toLocaleString('en')} characters; a PDF in base64` }),
});
export { ZKnowledgeDocumentSchema as ZAddKnowledgeDocumentResponseSchema };

export const addKnowledgeDocumentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections/{id}/documents',
    tags: ['Knowledge'],
    summary: 'Add a document to a collection',
    description: `Text and Markdown are searched as sent; HTML is read as a browser's reader view reads it (Mozilla's Readability): the article, without navigation, scripts or styles. A PDF is sent in base64 and read page by page (pdf-parse); one that is not base64 or not a readable PDF is 400. ${CHUNKING} The document answers (201) \`ready\`, searchable at once. A document with no text is 400; with no embedder configured, 501 \`not_configured\`, nothing stored. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_document.created\`.`,
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  sdk: { resource: ['knowledge', 'collections', 'documents'], method: 'create' },
  examples: {
    request: { title: 'Refunds', content_type: 'text/markdown', content: '# Refunds\n\nCustomers may ask for a refund within 30 days of purchase…' },
    response: KNOWLEDGE_DOCUMENT_EXAMPLE,
  },
};
