import { decodeHTML } from 'entities';
import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { callProvider } from './http.js';
import { requireSettings } from './failure.js';

export const BRAVE_SEARCH_SETTINGS = ['BRAVE_SEARCH_API_KEY'] as const;

const ENDPOINT = 'https://api.search.brave.com/res/v1/web/search';

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

/** Brave Search's web results for the query, at most `count` of them. */
export async function braveWebSearch(
  { query, count }: { query: string; count: number },
  { config, signal }: AdapterContext,
): Promise<{ results: WebSearchResult[] }> {
  const { BRAVE_SEARCH_API_KEY } = requireSettings('web_search.search', config, BRAVE_SEARCH_SETTINGS);
  const url = new URL(ENDPOINT);
  url.searchParams.set('q', query);
  url.searchParams.set('count', String(count));
  const answer = await callProvider({
    provider: 'Brave Search',
    url,
    headers: { accept: 'application/json', 'x-subscription-token': BRAVE_SEARCH_API_KEY },
    signal,
    schema: ZBraveResponseSchema,
    errorMessage: braveErrorMessage,
  });
  const results = (answer.web?.results ?? []).slice(0, count);
  return { results: results.map(({ title, url, description }) => ({ title: plainText(title), url, snippet: plainText(description) })) };
}
