import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { PDFParse } from 'pdf-parse';
import { DomainError } from '../errors.js';

export const KNOWLEDGE_CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html', 'application/pdf'] as const;
export type KnowledgeContentType = (typeof KNOWLEDGE_CONTENT_TYPES)[number];

/**
 * The text a document is searched by: plain text and Markdown as given (Markdown reads well to
 * the model as it is); HTML through Mozilla's Readability over linkedom's DOM (ARCHITECTURE.md
 * §9), the page's article without its navigation, scripts and styles, else the body's text; a
 * PDF, sent in base64, through pdf-parse (2.4.5, the PDF reader that runs on Node 20, §9), its
 * pages' text joined by blank lines.
 */
export async function extractText(contentType: KnowledgeContentType, content: string): Promise<{ text: string; title: string | null }> {
  if (contentType === 'application/pdf') return { text: await pdfText(content), title: null };
  if (contentType !== 'text/html') return { text: content.replace(/\r\n?/g, '\n'), title: null };
  const { document } = parseHTML(content.includes('<html') ? content : `<!doctype html><html><head></head><body>${content}</body></html>`);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  const raw = article?.textContent ?? document.body?.textContent ?? '';
  const text = raw.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  return { text, title: article?.title?.trim() || null };
}

const notPdf = (why: string) => new DomainError('invalid_request', `content is not a readable PDF in base64: ${why}`, [{ path: 'content', message: why }]);

async function pdfText(base64: string): Promise<string> {
  if (!/^[A-Za-z0-9+/\s]+={0,2}\s*$/.test(base64)) throw notPdf('not base64');
  const parser = new PDFParse({ data: Buffer.from(base64, 'base64') });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text.trim()).join('\n\n').trim();
  } catch (error) {
    throw notPdf(error instanceof Error ? error.message.slice(0, 200) : 'unreadable');
  } finally {
    await parser.destroy();
  }
}
