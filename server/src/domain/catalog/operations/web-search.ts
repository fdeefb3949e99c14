import { z } from 'zod';
import { BRAVE_SEARCH_SETTINGS, braveNewsSearch, braveWebSearch, NEWS_FRESHNESS } from '../../../providers/brave-search.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';

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

const newsPayload = z.strictObject({
  query: payload.shape.query.meta({ description: 'What to search the news for' }),
  count: payload.shape.count.meta({ description: `How many articles to return, 1 to ${MAX_RESULTS}` }),
  freshness: z
    .enum(Object.keys(NEWS_FRESHNESS) as [keyof typeof NEWS_FRESHNESS, ...(keyof typeof NEWS_FRESHNESS)[]])
    .optional()
    .meta({ description: 'Only articles from the past day, week, month or year; any age when left out' }),
});

const newsResult = z.object({
  results: z
    .array(
      z.object({
        title: ZTextSchema,
        url: ZTextSchema.meta({ description: 'Absolute URL of the article' }),
        snippet: ZLongTextSchema.meta({ description: 'An excerpt of the article that matches the query' }),
        source: ZLabelSchema.meta({ description: 'The host name of the site that published it' }),
        age: ZLabelSchema.nullable().meta({ description: 'How long ago it was published, in words ("2 hours ago"); null when unknown' }),
        published_at: ZLabelSchema.nullable().meta({ description: 'When it was published, as the provider gives it (ISO 8601); null when unknown' }),
      }),
    )
    .max(MAX_RESULTS),
});

export const webSearchNews = defineOperation({
  operation: 'web_search.news',
  service: 'web_search',
  name: 'News search',
  description: 'Searches recent news articles and returns the top ones, each with its title, URL, snippet, publishing site and age.',
  payload: newsPayload,
  result: newsResult,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Brave News Search (`GET /res/v1/news/search`)',
  liveSettings: BRAVE_SEARCH_SETTINGS,
  examples: [{ description: 'The week\'s top five articles on a subject', payload: { query: 'AI agent governance', count: 5, freshness: 'week' } }],
  sandboxFailures: [{ description: `The query "${SANDBOX_FAIL_TEXT}" fails`, payload: { query: SANDBOX_FAIL_TEXT, count: 5 } }],
  sandbox: ({ query, count }) =>
    query === SANDBOX_FAIL_TEXT
      ? sandboxFailure(`query is "${SANDBOX_FAIL_TEXT}"`)
      : sandboxResult({
          results: Array.from({ length: count }, (_, index) => ({
            title: `${query}: article ${index + 1}`,
            url: `https://news.example.com/${index + 1}?q=${encodeURIComponent(query)}`,
            snippet: `Sandbox article ${index + 1} of ${count} about "${query}".`,
            source: 'news.example.com',
            age: `${index + 1} hours ago`,
            published_at: new Date(Date.UTC(2026, 0, 1, 12 - index)).toISOString(),
          })),
        }),
  live: async (payload, context) => ({ status: 'executed', result: await braveNewsSearch(payload, context), costCents: PRICE_CENTS }),
});
