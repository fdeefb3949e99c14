import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** What a page reads as: its article's title and byline when it names them, and its text. */
export interface ReadableHtml {
  title: string | null;
  byline: string | null;
  text: string;
}

/**
 * The readable text of an HTML page or fragment, for knowledge documents (knowledge/extract.ts)
 * and web.extract alike: Mozilla's Readability over linkedom's DOM (ARCHITECTURE.md §9), the
 * page's article without its navigation, scripts and styles, else the body's text; runs of spaces
 * collapsed and each line trimmed.
 */
export function readableHtml(html: string): ReadableHtml {
  const { document } = parseHTML(html.includes('<html') ? html : `<!doctype html><html><head></head><body>${html}</body></html>`);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  const raw = article?.textContent ?? document.body?.textContent ?? '';
  const text = raw.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  return { title: article?.title?.trim() || null, byline: article?.byline?.trim() || null, text };
}
