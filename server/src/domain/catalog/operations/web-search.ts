import { z } from 'zod';
import { BRAVE_SEARCH_SETTINGS, braveWebSearch } from '../../../providers/brave-search.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLongTextSchema, ZTextSchema } from '../../bounded.js';

/** The most results one search returns. */
const MAX_RESULTS = 20;

const PRICE_CENTS = 1;

const payload = z.strictObject({
  query: z.string().min(1).max(400).meta({ description: 'What to search the web for' }),
  count: z.number().int().min(1).max(MAX_RESULTS).default(5).meta({ description: `How many results to return, 1 to ${MAX_RESULTS}` }),
});

const result = z.object({
  results: z.array(
    z.object({
      title: ZTextSchema,
      url: ZTextSchema.meta({ description: 'Absolute URL of the page' }),
      snippet: ZLongTextSchema.meta({ description: 'An excerpt of the page that matches the query' }),
    }),
  ).max(MAX_RESULTS),
});

export const webSearch = defineOperation({
  operation: 'web_search.search',
  service: 'web_search',
  name: 'Web search',
  description: 'Searches the web and returns the top results, each with its title, URL and a matching snippet.',
  payload,
  result,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Brave Search (`GET /res/v1/web/search`)',
  liveSettings: BRAVE_SEARCH_SETTINGS,
  examples: [{ description: 'The top five results for a query', payload: { query: 'spending controls for AI agents', count: 5 } }],
  sandboxFailures: [{ description: `The query "${SANDBOX_FAIL_TEXT}" fails`, payload: { query: SANDBOX_FAIL_TEXT, count: 5 } }],
  sandbox: ({ query, count }) =>
    query === SANDBOX_FAIL_TEXT
      ? sandboxFailure(`query is "${SANDBOX_FAIL_TEXT}"`)
      : sandboxResult({
          results: Array.from({ length: count }, (_, index) => ({
            title: `${query}: result ${index + 1}`,
            url: `https://example.com/search/${index + 1}?q=${encodeURIComponent(query)}`,
            snippet: `Sandbox result ${index + 1} of ${count} for "${query}".`,
          })),
        }),
  live: async (payload, context) => ({ status: 'executed', result: await braveWebSearch(payload, context), costCents: PRICE_CENTS }),
});
