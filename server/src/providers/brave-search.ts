import { decodeHTML } from 'entities';
import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { callProvider } from './http.js';
import { requireSettings } from './failure.js';

export const BRAVE_SEARCH_SETTINGS = ['BRAVE_SEARCH_API_KEY'] as const;

/** Brave Search API's base: web search at /web/search, news at /news/search, one subscription token for both. */
const API = 'https://api.search.brave.com/res/v1';

const ZBraveResponseSchema = z.object({
  // Absent when the query found nothing.
  web: z
    .object({
      results: z.array(z.object({ title: z.string(), url: z.string(), description: z.string().default('') })),
    })
    .optional(),
});

const ZBraveErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    detail: z.string(),
    meta: z.object({ errors: z.array(z.object({ loc: z.array(z.unknown()).optional(), msg: z.string() })).optional() }).optional(),
  }),
});

export interface WebSearchResult {
  title: string;
  url: string;
  snippet: string;
}

/** Brave marks the query's words with <strong> and escapes entities: the result holds plain text. */
function plainText(html: string): string {
  return decodeHTML(html.replace(/<\/?[a-z][^>]*>/gi, ''));
}

/** "The provided subscription token is invalid. (SUBSCRIPTION_TOKEN_INVALID)", with a validation error's fields. */
function braveErrorMessage(body: unknown): string | undefined {
  const parsed = ZBraveErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, detail, meta } = parsed.data.error;
  const fields = (meta?.errors ?? []).map(({ loc, msg }) => (loc ? `${loc.join('.')}: ${msg}` : msg));
  return `${detail} (${code})${fields.length > 0 ? `: ${fields.join('; ')}` : ''}`;
}

/** One GET of Brave's API (`path` under /res/v1) with its subscription token: the client web and news search share. */
function braveGet<T>(
  operation: string,
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
  { config, signal }: AdapterContext,
): Promise<T> {
  const { BRAVE_SEARCH_API_KEY } = requireSettings(operation, config, BRAVE_SEARCH_SETTINGS);
  const url = new URL(`${API}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return callProvider({
    provider: 'Brave Search',
    url,
    headers: { accept: 'application/json', 'x-subscription-token': BRAVE_SEARCH_API_KEY },
    signal,
    schema,
    errorMessage: braveErrorMessage,
  });
}

/** Brave Search's web results for the query, at most `count` of them. */
export async function braveWebSearch({ query, count }: { query: string; count: number }, context: AdapterContext): Promise<{ results: WebSearchResult[] }> {
  const answer = await braveGet('web_search.search', '/web/search', { q: query, count: String(count) }, ZBraveResponseSchema, context);
  const results = (answer.web?.results ?? []).slice(0, count);
  return { results: results.map(({ title, url, description }) => ({ title: plainText(title), url, snippet: plainText(description) })) };
}

/** Brave's news answer (https://api-dashboard.search.brave.com/app/documentation/news-search/responses): `results` of NewsResult. */
const ZBraveNewsResponseSchema = z.object({
  results: z
    .array(
      z.object({
        title: z.string(),
        url: z.string(),
        description: z.string().default(''),
        // "2 hours ago", and the page's own time when Brave knows it.
        age: z.string().optional(),
        page_age: z.string().optional(),
        meta_url: z.object({ hostname: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

/** How recent the news is to be: Brave's `freshness` codes (past day, week, month, year). */
export const NEWS_FRESHNESS = { day: 'pd', week: 'pw', month: 'pm', year: 'py' } as const;

export interface NewsSearchResult extends WebSearchResult {
  source: string;
  age: string | null;
  published_at: string | null;
}

/** Brave News Search's articles for the query, at most `count`, from the `freshness` window when given. */
export async function braveNewsSearch(
  { query, count, freshness }: { query: string; count: number; freshness?: keyof typeof NEWS_FRESHNESS | undefined },
  context: AdapterContext,
): Promise<{ results: NewsSearchResult[] }> {
  const params = { q: query, count: String(count), ...(freshness ? { freshness: NEWS_FRESHNESS[freshness] } : {}) };
  const answer = await braveGet('web_search.news', '/news/search', params, ZBraveNewsResponseSchema, context);
  return {
    results: answer.results.slice(0, count).map(({ title, url, description, age, page_age, meta_url }) => ({
      title: plainText(title),
      url,
      snippet: plainText(description),
      source: meta_url?.hostname ?? hostnameOf(url),
      age: age ?? null,
      published_at: page_age ?? null,
    })),
  };
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
