import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { SANDBOX_FAIL_HOST } from '../sandbox.js';
import { LONG_TEXT_MAX_LENGTH, ZIdSchema, ZLabelSchema, ZLongTextSchema } from '../../bounded.js';

export const DOCUMENT_TYPES = ['application/pdf', 'text/html', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ZDocumentExtractPayloadSchema = z
  .strictObject({
    url: ZHttpUrlSchema.optional().meta({ description: 'A public http(s) URL of the document: give this or `object_id`' }),
    object_id: ZIdSchema.min(1).optional().meta({ description: "A stored object of the agent's workspace (obj_…): give this or `url`" }),
    content_type: z.enum(DOCUMENT_TYPES).optional().meta({ description: "How to read it; the URL's Content-Type or the object's media type when left out" }),
  })
  .refine((payload) => (payload.url === undefined) !== (payload.object_id === undefined), { message: 'give exactly one of url and object_id', path: ['url'] });

export const ZDocumentExtractResultSchema = z.object({
  text: ZLongTextSchema.meta({ description: "The document's text: a PDF's pages joined by blank lines, an HTML page's article (Readability), a DOCX's paragraphs" }),
  title: ZLabelSchema.nullable().meta({ description: "An HTML page's title, when it has one" }),
  content_type: z.enum(DOCUMENT_TYPES),
  characters: z.number().int().min(0),
  truncated: z.boolean().meta({ description: `Whether the text was cut at ${LONG_TEXT_MAX_LENGTH} characters` }),
});

export type DocumentExtractPayload = z.infer<typeof ZDocumentExtractPayloadSchema>;
export type DocumentExtractResult = z.infer<typeof ZDocumentExtractResultSchema>;

export const documentExtractText = defineInternalOperation<DocumentExtractPayload, DocumentExtractResult>({
  operation: 'document.extract_text',
  service: 'document',
  name: 'Extract text from a document',
  description:
    "The text of a PDF, HTML page or Word (DOCX) document, from a URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES) or a stored object of the agent's workspace " +
    "(another workspace's or organization's, or none, ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers (pdf-parse, Readability) and mammoth for DOCX. " +
    `A test key reads stored objects as a live key does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on ${SANDBOX_FAIL_HOST} fails.`,
  payload: ZDocumentExtractPayloadSchema,
  result: ZDocumentExtractResultSchema,
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself: a guarded fetch of the URL or a stored object, parsed on the server (an internal operation)',
  liveSettings: [],
  examples: [{ description: 'A PDF report on the web', payload: { url: 'https://example.com/report.pdf' } }],
  sandboxFailures: [{ description: `Any URL on ${SANDBOX_FAIL_HOST} fails`, payload: { url: `https://${SANDBOX_FAIL_HOST}/report.pdf` } }],
  // Its handler, extractDocumentText (documents/extract-operation.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});
