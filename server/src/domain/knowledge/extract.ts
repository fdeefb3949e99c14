import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export const KNOWLEDGE_CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html'] as const;
export type KnowledgeContentType = (typeof KNOWLEDGE_CONTENT_TYPES)[number];

/**
 * The text a document is searched by: plain text and Markdown as given (Markdown reads well to
 * the model as it is); HTML through Mozilla's Readability over linkedom's DOM (ARCHITECTURE.md
 * §9), the page's article without its navigation, scripts and styles, else the body's text.
 */
export function extractText(contentType: KnowledgeContentType, content: string): { text: string; title: string | null } {
  if (contentType !== 'text/html') return { text: content.replace(/\r\n?/g, '\n'), title: null };
  const { document } = parseHTML(content.includes('<html') ? content : `<!doctype html><html><head></head><body>${content}</body></html>`);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  const raw = article?.textContent ?? document.body?.textContent ?? '';
  const text = raw.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  return { text, title: article?.title?.trim() || null };
}
