import { PDFParse } from 'pdf-parse';
import { DomainError } from '../errors.js';
import { readableHtml } from '../readable-html.js';

export const KNOWLEDGE_CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html', 'application/pdf'] as const;
export type KnowledgeContentType = (typeof KNOWLEDGE_CONTENT_TYPES)[number];

/** The extractor a media type picks (a stored object's, parameters such as `; charset=utf-8` aside), or null when none reads it. */
export function knowledgeContentType(mediaType: string): KnowledgeContentType | null {
  const bare = mediaType.split(';')[0]!.trim().toLowerCase();
  return (KNOWLEDGE_CONTENT_TYPES as readonly string[]).includes(bare) ? (bare as KnowledgeContentType) : null;
}

/** Where a document's bytes came from, named in the errors about them: the request's `content`, or the stored object of `object_id`. */
export type SourceField = 'content' | 'object_id';

/**
 * The text a document is searched by: plain text and Markdown as given (Markdown reads well to
 * the model as it is); HTML as it reads (../readable-html.ts: the page's article without its
 * navigation, scripts and styles, else the body's text); a
 * PDF through pdf-parse (2.4.5, the PDF reader that runs on Node 20, §9), its pages' text joined
 * by blank lines. Text is read as UTF-8; NUL characters, which PostgreSQL's text refuses, are
 * dropped.
 */
export async function extractText(contentType: KnowledgeContentType, bytes: Buffer, field: SourceField): Promise<{ text: string; title: string | null }> {
  if (contentType === 'application/pdf') return { text: withoutNul(await pdfText(bytes, field)), title: null };
  const content = withoutNul(bytes.toString('utf8'));
  if (contentType !== 'text/html') return { text: content.replace(/\r\n?/g, '\n'), title: null };
  const { text, title } = readableHtml(content);
  return { text, title };
}

const withoutNul = (text: string) => text.replaceAll('\0', '');

const notPdf = (field: SourceField, why: string) =>
  new DomainError('invalid_request', `${field === 'content' ? 'content is not a readable PDF in base64' : 'The stored object is not a readable PDF'}: ${why}`, [{ path: field, message: why }]);

/** A PDF sent inline: its base64 decoded, or 400 saying it is not base64. */
export function decodePdf(base64: string): Buffer {
  if (!/^[A-Za-z0-9+/\s]+={0,2}\s*$/.test(base64)) throw notPdf('content', 'not base64');
  return Buffer.from(base64, 'base64');
}

async function pdfText(bytes: Buffer, field: SourceField): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text.trim()).join('\n\n').trim();
  } catch (error) {
    throw notPdf(field, error instanceof Error ? error.message.slice(0, 200) : 'unreadable');
  } finally {
    await parser.destroy();
  }
}
