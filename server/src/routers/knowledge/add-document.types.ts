import { z } from 'zod';
import { ZIdSchema } from '../../domain/bounded.js';
import { KNOWLEDGE_CONTENT_TYPES } from '../../domain/knowledge/extract.js';
import { MAX_DOCUMENT_CHARS, MAX_OBJECT_BYTES, MAX_TEXT_CHARS } from '../../domain/knowledge/ingest.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHUNKING, KNOWLEDGE_ACCESS, PROVIDER_REFUSALS, KNOWLEDGE_DOCUMENT_EXAMPLE, ZKnowledgeCollectionIdSchema, ZKnowledgeDocumentSchema } from './knowledge.types.js';

export const ZAddKnowledgeDocumentRequestSchema = z
  .strictObject({
    id: ZKnowledgeCollectionIdSchema,
    title: z.string().trim().min(1).max(200).optional().meta({ description: "Default: an HTML page's title, else the stored object's file name, else the text's first line (a Markdown heading without its `#` marks)" }),
    content_type: z.enum(KNOWLEDGE_CONTENT_TYPES).optional().meta({ description: "How to read `content` (required with it); with `object_id`, read the object as this rather than as its own content type" }),
    content: z.string().min(1).max(MAX_DOCUMENT_CHARS).optional().meta({ description: `The document, at most ${MAX_DOCUMENT_CHARS.toLocaleString('en')} characters; a PDF in base64. Or send \`object_id\`` }),
    object_id: ZIdSchema.min(1).optional().meta({ description: `A stored object (obj_…) of your workspace, uploaded and not deleted, to read the document from instead of \`content\`; at most ${MAX_OBJECT_BYTES / 1024 / 1024} MiB` }),
  })
  .superRefine((request, ctx) => {
    if ((request.content === undefined) === (request.object_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'send either content or object_id' });
    }
    if (request.content !== undefined && request.content_type === undefined) ctx.addIssue({ code: 'custom', path: ['content_type'], message: 'required with content' });
  });
export { ZKnowledgeDocumentSchema as ZAddKnowledgeDocumentResponseSchema };

export const addKnowledgeDocumentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/knowledge/collections/{id}/documents',
    tags: ['Knowledge'],
    summary: 'Add a document to a collection',
    description: `The document is sent inline (\`content\` with its \`content_type\`) or read from a stored object of your workspace (\`object_id\`, its content type picking the reader unless \`content_type\` names one; another organization's or workspace's object is 404, one not uploaded yet or deleted 409, purged 410). Text and Markdown are searched as sent (UTF-8); HTML is read as a browser's reader view reads it (Mozilla's Readability): the article, without navigation, scripts or styles. A PDF (inline in base64) is read page by page (pdf-parse); one that is not base64 is 400. ${CHUNKING} A document of at most PROCTOR_KNOWLEDGE_ASYNC_BYTES (100,000 by default: its UTF-8 text, its decoded PDF, or its stored object's size) is read in the request and answers 201 \`ready\`, searchable at once; one not a readable PDF, with no text or more than ${MAX_TEXT_CHARS.toLocaleString('en')} characters of text is 400, nothing stored; with no embedder configured, 501 \`not_configured\`. ${PROVIDER_REFUSALS} A bigger one answers 202 \`pending\` and is read in the background (\`processing\`, then \`ready\`, or \`failed\` with \`error\` saying why: the same reasons, a provider collection's request refused or failed among them); watch its \`status\` in GET /api/v1/knowledge/collections/{id}/documents. ${KNOWLEDGE_ACCESS} Audited as \`knowledge_document.created\`.`,
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  otherSuccesses: { 202: 'pending: a document over PROCTOR_KNOWLEDGE_ASYNC_BYTES, read in the background; its status becomes ready or failed' },
  sdk: { resource: ['knowledge', 'collections', 'documents'], method: 'create' },
  examples: {
    request: { title: 'Refunds', content_type: 'text/markdown', content: '# Refunds\n\nCustomers may ask for a refund within 30 days of purchase…' },
    response: KNOWLEDGE_DOCUMENT_EXAMPLE,
  },
};
