import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { webSearch, webSearchNews } from '../../src/domain/catalog/operations/web-search.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { adapterContexts, answerAndRecord, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const BRAVE_URL = 'https://api.search.brave.com/res/v1/web/search';
const SETTINGS = { BRAVE_SEARCH_API_KEY: 'BSA_test_key' };
const PAYLOAD = { query: 'spending controls for AI agents', count: 3 };

/** Two results as Brave's web search answers them, with its <strong> highlighting and escaped entities. */
const BRAVE_ANSWER = {
  type: 'search',
  query: { original: 'spending controls for AI agents', more_results_available: true },
  web: {
    type: 'search',
    family_friendly: true,
    results: [
      {
        type: 'search_result',
        subtype: 'generic',
        title: 'Spending controls for AI agents &amp; bots',
        url: 'https://example.org/spending-controls',
        description: 'How <strong>spending</strong> <strong>controls</strong> keep an agent&#x27;s budget &lt;= its cap &hellip;',
        is_source_local: false,
        language: 'en',
        profile: { name: 'Example', url: 'https://example.org/', long_name: 'example.org' },
        meta_url: { scheme: 'https', netloc: 'example.org', hostname: 'example.org', path: '› spending-controls' },
      },
      {
        type: 'search_result',
        subtype: 'article',
        title: 'Governing agents',
        url: 'https://example.com/governing-agents',
        description: 'Budgets, approvals and audit trails for <strong>AI</strong> <strong>agents</strong>.',
        page_age: '2025-01-31T10:00:00',
        age: 'January 31, 2025',
      },
    ],
  },
};

const server = mockProviders();
const contextWith = adapterContexts('sr_brave_1');

const search = (payload: unknown, context = contextWith(SETTINGS)) => webSearch.live!(webSearch.payload.parse(payload), context);

/** Answers GET /res/v1/web/search with `response` and keeps every request it saw. */
const braveAnswers = (response: () => Response | Promise<Response>) => answerAndRecord(server, 'get', BRAVE_URL, response);

const braveError = (status: number, code: string, detail: string, meta?: Record<string, unknown>) => ({
  type: 'ErrorResponse',
  error: { id: 'b3f1c2a4-4c1e-4bd7-9a3e-2f1d0e8c7b6a', status, code, detail, ...(meta ? { meta } : {}) },
  time: 1_737_000_000,
});

describe('web_search.search payload and sandbox', () => {
  it('refuses an empty or overlong query, a count out of 1..20 and unknown fields, naming the field', () => {
    expect(webSearch.payload.safeParse({ query: '' }).error?.issues[0]).toMatchObject({ path: ['query'], code: 'too_small' });
    expect(webSearch.payload.safeParse({ query: 'q'.repeat(401) }).error?.issues[0]).toMatchObject({ path: ['query'], code: 'too_big' });
    expect(webSearch.payload.safeParse({ query: 'q', count: 0 }).error?.issues[0]?.path).toEqual(['count']);
    expect(webSearch.payload.safeParse({ query: 'q', count: 2.5 }).error?.issues[0]?.path).toEqual(['count']);
    expect(webSearch.payload.safeParse({ query: 'q', safesearch: 'off' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('sandbox: answers count results for free, and fails on its trigger query', async () => {
    const context = contextWith({});
    const outcome = await webSearch.sandbox(webSearch.payload.parse(PAYLOAD), context);
    expect(outcome).toMatchObject({ status: 'executed', costCents: 0 });
    expect(outcome.status === 'executed' && outcome.result.results).toHaveLength(3);
    expect(await webSearch.sandbox(webSearch.payload.parse({ query: 'sandbox:fail' }), context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: query is "sandbox:fail"/),
    });
  });
});

describe('web_search.search live through Brave Search', () => {
  it('GETs the documented request: q and count in the query, the subscription token header', async () => {
    const seen = braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    await search({ query: 'AI agents & budgets', count: 3 });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(BRAVE_URL);
    expect([...url.searchParams]).toEqual([
      ['q', 'AI agents & budgets'],
      ['count', '3'],
    ]);
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('x-subscription-token')).toBe('BSA_test_key');
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('maps the web results to title, url and a plain-text snippet', async () => {
    braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    expect(await search(PAYLOAD)).toEqual({
      status: 'executed',
      result: {
        results: [
          {
            title: 'Spending controls for AI agents & bots',
            url: 'https://example.org/spending-controls',
            snippet: 'How spending controls keep an agent\'s budget <= its cap …',
          },
          {
            title: 'Governing agents',
            url: 'https://example.com/governing-agents',
            snippet: 'Budgets, approvals and audit trails for AI agents.',
          },
        ],
      },
      costCents: 1,
    });
  });

  it('keeps at most count results', async () => {
    braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    const outcome = await search({ query: 'agents', count: 1 });
    expect(outcome.status === 'executed' && outcome.result.results.map((result) => result.url)).toEqual(['https://example.org/spending-controls']);
  });

  it('answers no results when Brave found nothing and left out web', async () => {
    braveAnswers(() => HttpResponse.json({ type: 'search', query: { original: 'xqzvj kwpl' } }));
    expect(await search({ query: 'xqzvj kwpl' })).toEqual({ status: 'executed', result: { results: [] }, costCents: 1 });
  });

  it('maps 401 SUBSCRIPTION_TOKEN_INVALID to a failure carrying Brave\'s detail', async () => {
    braveAnswers(() =>
      HttpResponse.json(braveError(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.', { component: 'authentication' }), {
        status: 401,
      }),
    );
    await expect(search(PAYLOAD)).rejects.toThrow(
      'Brave Search answered HTTP 401: The provided subscription token is invalid. (SUBSCRIPTION_TOKEN_INVALID)',
    );
  });

  it('maps 422 VALIDATION with the fields Brave names', async () => {
    braveAnswers(() =>
      HttpResponse.json(
        braveError(422, 'VALIDATION', 'Unable to validate request parameter(s)', {
          errors: [
            { type: 'less_than_equal', loc: ['query', 'count'], msg: 'Input should be less than or equal to 20', input: '50', ctx: { le: 20 } },
          ],
        }),
        { status: 422 },
      ),
    );
    await expect(search(PAYLOAD)).rejects.toThrow(
      'Brave Search answered HTTP 422: Unable to validate request parameter(s) (VALIDATION): query.count: Input should be less than or equal to 20',
    );
  });

  it('maps 429 RATE_LIMITED', async () => {
    braveAnswers(() =>
      HttpResponse.json(
        braveError(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.', {
          plan: 'Free',
          rate_limit: 1,
          rate_current: 1,
          quota_limit: 2000,
          quota_current: 32,
          component: 'rate_limiter',
        }),
        { status: 429, headers: { 'x-ratelimit-limit': '1, 2000', 'x-ratelimit-remaining': '0, 1968', 'x-ratelimit-reset': '1, 1419704' } },
      ),
    );
    await expect(search(PAYLOAD)).rejects.toThrow('Brave Search answered HTTP 429: Request rate limit exceeded for plan. (RATE_LIMITED)');
  });

  it('fails on an answer whose results lack their url', async () => {
    braveAnswers(() => HttpResponse.json({ type: 'search', web: { type: 'search', results: [{ title: 'No url', description: 'x' }] } }));
    await expect(search(PAYLOAD)).rejects.toThrow(/^Brave Search answered in an unexpected shape \(web\.results\.0\.url: /);
  });

  it('without BRAVE_SEARCH_API_KEY fails naming it, before any request', async () => {
    const seen = braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    await expect(search(PAYLOAD, contextWith({}))).rejects.toThrow(
      'web_search.search has no live provider configured: set BRAVE_SEARCH_API_KEY on the server',
    );
    expect(seen).toHaveLength(0);
  });

  it('ends as a timeout failure when Brave does not answer within the deadline', async () => {
    braveAnswers(neverAnswers);
    const outcome = await executeLive(webSearch, webSearch.payload.parse(PAYLOAD), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });

  it('prices one request at 1 cent, estimate and actual alike', async () => {
    expect(await webSearch.pricing.estimateCents(webSearch.payload.parse(PAYLOAD), pricingContext(SETTINGS))).toBe(1);
    expect(webSearch.pricing).toMatchObject({ unit: 'request', costCents: 1 });
    braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    expect(await search(PAYLOAD)).toMatchObject({ costCents: 1 });
  });
});

describe('web_search.search through the API with a live agent key', () => {
  const live = liveKeyApp(SETTINGS);

  it('executes through Brave Search and debits 1 cent', async () => {
    braveAnswers(() => HttpResponse.json(BRAVE_ANSWER));
    const { body, balance } = await live.dispatch('web_search.search', { query: 'governance', count: 2 });
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1 });
    expect((body.result as { results: { url: string }[] }).results.map((entry) => entry.url)).toEqual([
      'https://example.org/spending-controls',
      'https://example.com/governing-agents',
    ]);
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('fails with adapter_error and Brave\'s detail on a 401, debiting nothing', async () => {
    braveAnswers(() =>
      HttpResponse.json(braveError(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'), { status: 401 }),
    );
    const { body, balance } = await live.dispatch('web_search.search', { query: 'governance' });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toBe('Brave Search answered HTTP 401: The provided subscription token is invalid. (SUBSCRIPTION_TOKEN_INVALID)');
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});

const BRAVE_NEWS_URL = 'https://api.search.brave.com/res/v1/news/search';

/** Two articles as Brave's news search answers them (NewsResult), one without its page_age or meta_url. */
const BRAVE_NEWS_ANSWER = {
  type: 'news',
  query: { original: 'agent governance' },
  results: [
    {
      type: 'news_result',
      title: 'Regulators weigh <strong>agent</strong> spending caps',
      url: 'https://news.example.org/2026/01/agent-caps',
      description: 'Budgets &amp; approvals for <strong>AI agents</strong> &hellip;',
      age: '2 hours ago',
      page_age: '2026-01-05T10:00:00',
      meta_url: { scheme: 'https', netloc: 'news.example.org', hostname: 'news.example.org', favicon: 'https://imgs.search.brave.com/x', path: '› 2026 › 01' },
      thumbnail: { src: 'https://imgs.search.brave.com/y' },
      breaking: false,
    },
    { type: 'news_result', title: 'Audit trails', url: 'https://wire.example.com/audit', description: 'Who spent what.' },
  ],
};

const news = (payload: unknown, context = contextWith(SETTINGS)) => webSearchNews.live!(webSearchNews.payload.parse(payload), context);
const braveNewsAnswers = (response: () => Response | Promise<Response>) => answerAndRecord(server, 'get', BRAVE_NEWS_URL, response);

describe('web_search.news payload and sandbox', () => {
  it('refuses a freshness other than day, week, month or year, and unknown fields', () => {
    expect(webSearchNews.payload.safeParse({ query: 'q', freshness: 'hour' }).error?.issues[0]?.path).toEqual(['freshness']);
    expect(webSearchNews.payload.safeParse({ query: 'q', count: 21 }).error?.issues[0]?.path).toEqual(['count']);
    expect(webSearchNews.payload.safeParse({ query: 'q', country: 'us' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
    expect(webSearchNews.payload.parse({ query: 'q' })).toEqual({ query: 'q', count: 5 });
  });

  it('sandbox: answers count dated articles for free, and fails on its trigger query', async () => {
    const outcome = await webSearchNews.sandbox(webSearchNews.payload.parse({ query: 'agents', count: 2 }), contextWith({}));
    expect(outcome).toMatchObject({ status: 'executed', costCents: 0 });
    expect(outcome.status === 'executed' && outcome.result.results.map((result) => [result.source, result.published_at])).toEqual([
      ['news.example.com', '2026-01-01T12:00:00.000Z'],
      ['news.example.com', '2026-01-01T11:00:00.000Z'],
    ]);
    expect(await webSearchNews.sandbox(webSearchNews.payload.parse({ query: 'sandbox:fail' }), contextWith({}))).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: query is "sandbox:fail"/),
    });
  });
});

describe('web_search.news live through Brave News Search', () => {
  it('GETs the documented request: q, count and the freshness code in the query, the same subscription token header', async () => {
    const seen = braveNewsAnswers(() => HttpResponse.json(BRAVE_NEWS_ANSWER));
    await news({ query: 'agent governance', count: 2, freshness: 'week' });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('GET');
    expect(url.origin + url.pathname).toBe(BRAVE_NEWS_URL);
    expect([...url.searchParams]).toEqual([
      ['q', 'agent governance'],
      ['count', '2'],
      ['freshness', 'pw'],
    ]);
    expect(seen[0]!.headers.get('x-subscription-token')).toBe('BSA_test_key');
    await news({ query: 'agent governance' });
    expect(new URL(seen[1]!.url).searchParams.has('freshness')).toBe(false);
  });

  it('maps each article to plain text, its site and its age, the site taken from the URL when Brave gives no meta_url', async () => {
    braveNewsAnswers(() => HttpResponse.json(BRAVE_NEWS_ANSWER));
    expect(await news({ query: 'agent governance', count: 5 })).toEqual({
      status: 'executed',
      result: {
        results: [
          {
            title: 'Regulators weigh agent spending caps',
            url: 'https://news.example.org/2026/01/agent-caps',
            snippet: 'Budgets & approvals for AI agents …',
            source: 'news.example.org',
            age: '2 hours ago',
            published_at: '2026-01-05T10:00:00',
          },
          { title: 'Audit trails', url: 'https://wire.example.com/audit', snippet: 'Who spent what.', source: 'wire.example.com', age: null, published_at: null },
        ],
      },
      costCents: 1,
    });
  });

  it('answers no articles when Brave found none', async () => {
    braveNewsAnswers(() => HttpResponse.json({ type: 'news', query: { original: 'xqzvj' }, results: [] }));
    expect(await news({ query: 'xqzvj' })).toEqual({ status: 'executed', result: { results: [] }, costCents: 1 });
  });

  it("maps 429 RATE_LIMITED with Retry-After to the retry detail, and 401 to Brave's detail", async () => {
    braveNewsAnswers(() =>
      HttpResponse.json(braveError(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.', { plan: 'Free', rate_limit: 1 }), {
        status: 429,
        headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0, 1968' },
      }),
    );
    await expect(news({ query: 'q' })).rejects.toThrow('Brave Search answered HTTP 429: Request rate limit exceeded for plan. (RATE_LIMITED) (retry after 1 s)');
    braveNewsAnswers(() => HttpResponse.json(braveError(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'), { status: 401 }));
    await expect(news({ query: 'q' })).rejects.toThrow('Brave Search answered HTTP 401: The provided subscription token is invalid. (SUBSCRIPTION_TOKEN_INVALID)');
  });

  it('fails on an article without its url, and without BRAVE_SEARCH_API_KEY before any request', async () => {
    const seen = braveNewsAnswers(() => HttpResponse.json({ type: 'news', results: [{ title: 'x' }] }));
    await expect(news({ query: 'q' })).rejects.toThrow(/^Brave Search answered in an unexpected shape \(results\.0\.url: /);
    await expect(news({ query: 'q' }, contextWith({}))).rejects.toThrow('web_search.news has no live provider configured: set BRAVE_SEARCH_API_KEY on the server');
    expect(seen).toHaveLength(1);
  });

  it('ends as a timeout failure when Brave does not answer within the deadline', async () => {
    braveNewsAnswers(neverAnswers);
    const outcome = await executeLive(webSearchNews, webSearchNews.payload.parse({ query: 'q' }), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('web_search.news through the API', () => {
  const live = liveKeyApp(SETTINGS);

  it('executes through Brave News Search and debits 1 cent; a 401 fails with adapter_error, debiting nothing', async () => {
    braveNewsAnswers(() => HttpResponse.json(BRAVE_NEWS_ANSWER));
    const done = await live.dispatch('web_search.news', { query: 'agent governance', count: 1 });
    expect(done.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1 });
    expect((done.body.result as { results: { source: string }[] }).results).toMatchObject([{ source: 'news.example.org' }]);
    expect(done.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    braveNewsAnswers(() => HttpResponse.json(braveError(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'), { status: 401 }));
    const failed = await live.dispatch('web_search.news', { query: 'agent governance' });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(failed.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('answers in test mode from the sandbox, at no cost, and fails on its trigger', async () => {
    const fixture = await agentWithBindings(live.app, { 'web_search.news': {} });
    const ok = await dispatchAs(live.app, fixture.testKey, { operation: 'web_search.news', payload: { query: 'agents', count: 1 } });
    expect(ok.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { results: [{ source: 'news.example.com' }] } });
    const failed = await dispatchAs(live.app, fixture.testKey, { operation: 'web_search.news', payload: { query: 'sandbox:fail' } });
    expect(failed.body).toMatchObject({ status: 'failed', cost_cents: 0 });
    expect(detailOf(failed.body)).toMatch(/^Sandbox failure trigger/);
  });
});
