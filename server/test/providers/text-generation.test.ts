import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { textGeneration } from '../../src/domain/catalog/operations/text-generation.js';
import { costCents, modelPrice, parseDecimal } from '../../src/providers/model-prices.js';
import { aggregatorSettings } from '../../src/providers/openrouter.js';
import type { ApprovalResponse } from '../../src/routers/approvals/approval.types.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { answerAndRecord, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';

const OPENROUTER = 'https://openrouter.ai/api/v1';
const KEY = 'sk-or-v1-test-key';

/** Prices as OpenRouter lists them: decimal strings, USD per token. */
const LISTING = {
  data: [
    { id: 'openai/gpt-4o-mini', name: 'OpenAI: GPT-4o-mini', context_length: 128000, pricing: { prompt: '0.00000015', completion: '0.0000006', request: '0', image: '0' } },
    { id: 'anthropic/claude-3.5-sonnet', name: 'Anthropic: Claude 3.5 Sonnet', context_length: 200000, pricing: { prompt: '0.000003', completion: '0.000015', request: '0', image: '0.0048' } },
    { id: 'openrouter/auto', name: 'Auto Router', context_length: 2000000, pricing: { prompt: '-1', completion: '-1' } },
  ],
};

function completion(overrides: Record<string, unknown> = {}) {
  return {
    id: 'gen-1740000000-abcdef',
    provider: 'OpenAI',
    model: 'openai/gpt-4o-mini',
    object: 'chat.completion',
    created: 1740000000,
    choices: [
      {
        logprobs: null,
        finish_reason: 'stop',
        native_finish_reason: 'stop',
        index: 0,
        message: { role: 'assistant', content: 'It stops a runaway agent from spending without limit.', refusal: null },
      },
    ],
    usage: { prompt_tokens: 31, completion_tokens: 12, total_tokens: 43 },
    ...overrides,
  };
}

/** Every request that left the process for a provider (the test app's own loopback calls are not listed). */
const outbound: Request[] = [];

const server = mockProviders(
  http.get(`${OPENROUTER}/models`, () => HttpResponse.json(LISTING)),
  http.post(`${OPENROUTER}/chat/completions`, () => HttpResponse.json(completion())),
);
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request);
});
afterEach(() => {
  outbound.length = 0;
  vi.useRealTimers();
});

const withKey = (env: Env = {}): Env => ({ OPENROUTER_API_KEY: KEY, ...env });
const never = () => new AbortController().signal;

const parse = (payload: unknown) => textGeneration.payload.parse(payload);
const ask = (overrides: Record<string, unknown> = {}) =>
  parse({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'What does a budget cap protect against?' }], max_tokens: 200, ...overrides });
const estimate = (payload: unknown, env: Env = {}) => textGeneration.pricing.estimateCents(parse(payload), pricingContext(withKey(env)));
const run = (payload: unknown, env: Env = {}) => executeLive(textGeneration, parse(payload), withKey(env), 'sr_test');

/** A base URL of its own, so that a test starts with no cached model listing. */
let bases = 0;
const freshBase = () => `https://aggregator-${++bases}.test/api/v1`;

describe('the live adapter: request and response', () => {
  it('POSTs {base}/chat/completions with the bearer key, the attribution header and the documented JSON body', async () => {
    let sent: Request | undefined;
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, ({ request }) => {
        sent = request.clone();
        return HttpResponse.json(completion());
      }),
    );
    const messages = [
      { role: 'system', content: 'You answer in one sentence.' },
      { role: 'user', content: 'What does a budget cap on an AI agent protect against?' },
    ];
    const outcome = await run({ model: 'openai/gpt-4o-mini', messages, max_tokens: 200, temperature: 0.2 });
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://openrouter.ai/api/v1/chat/completions');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('x-title')).toBe('Proctor');
    const body = (await sent?.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'temperature']);
    expect(body.model).toBe('openai/gpt-4o-mini');
    expect(body.messages).toEqual(messages);
    expect(body.max_tokens).toBe(200);
    expect(body.temperature).toBe(0.2);
    expect(outcome).toEqual({
      status: 'executed',
      result: {
        content: 'It stops a runaway agent from spending without limit.',
        model: 'openai/gpt-4o-mini',
        tool_calls: [],
        usage: { prompt_tokens: 31, completion_tokens: 12 },
        finish_reason: 'stop',
      },
      costCents: 1,
    });
    if (outcome.status === 'executed') expect(textGeneration.result.parse(outcome.result)).toEqual(outcome.result);
  });

  it('leaves temperature out when the payload has none, and sends the schema default max_tokens', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(completion());
      }),
    );
    await run({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(body).toEqual({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], max_tokens: 1024 });
  });

  it('reports the model that answered and a finish_reason of length', async () => {
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () =>
        HttpResponse.json(
          completion({
            model: 'openai/gpt-4o-mini-2024-07-18',
            choices: [{ index: 0, finish_reason: 'length', message: { role: 'assistant', content: 'It stops' } }],
          }),
        ),
      ),
    );
    expect(await run(ask({ max_tokens: 2 }))).toMatchObject({
      status: 'executed',
      result: { content: 'It stops', model: 'openai/gpt-4o-mini-2024-07-18', finish_reason: 'length' },
    });
  });
});

describe('the live adapter: failures', () => {
  const answering = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.use(http.post(`${OPENROUTER}/chat/completions`, () => HttpResponse.json(body, { status, headers })));

  it('maps 401, 402, 429 (with Retry-After) and 5xx to the provider message', async () => {
    answering(401, { error: { code: 401, message: 'No auth credentials found' } });
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered HTTP 401: No auth credentials found' });
    answering(402, { error: { code: 402, message: 'Insufficient credits. Add more using https://openrouter.ai/credits' } });
    expect(await run(ask())).toEqual({
      status: 'failed',
      detail: 'OpenRouter answered HTTP 402: Insufficient credits. Add more using https://openrouter.ai/credits',
    });
    answering(429, { error: { code: 429, message: 'Rate limit exceeded: free-models-per-min' } }, { 'retry-after': '7' });
    expect(await run(ask())).toEqual({
      status: 'failed',
      detail: 'OpenRouter answered HTTP 429: Rate limit exceeded: free-models-per-min (retry after 7 s)',
    });
    answering(502, { error: { code: 502, message: 'Provider returned error', metadata: { provider_name: 'OpenAI' } } });
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered HTTP 502: Provider returned error' });
    server.use(http.post(`${OPENROUTER}/chat/completions`, () => new HttpResponse('upstream connect error', { status: 503 })));
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered HTTP 503: upstream connect error' });
  });

  it('fails an error reported with HTTP 200, no choices, null content or missing usage, saying which', async () => {
    answering(200, { error: { code: 502, message: 'Upstream error from OpenAI: overloaded' } });
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter failed the generation: Upstream error from OpenAI: overloaded' });
    answering(200, completion({ choices: [] }));
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered without any choices' });
    answering(200, completion({ choices: [{ index: 0, finish_reason: 'content_filter', message: { role: 'assistant', content: null } }] }));
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered without message content (finish_reason content_filter)' });
    answering(
      200,
      completion({ choices: [{ index: 0, finish_reason: 'error', message: { role: 'assistant', content: '' }, error: { code: 500, message: 'model crashed' } }] }),
    );
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter failed the generation: model crashed' });
    answering(200, completion({ usage: undefined }));
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered without usage token counts, so the cost is unknown' });
    answering(200, completion({ choices: { message: 'hi' } }));
    expect(await run(ask())).toEqual({ status: 'failed', detail: 'OpenRouter answered in an unexpected shape (choices: Invalid input: expected array, received object)' });
  });

  it('fails when the provider does not answer within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.post(`${OPENROUTER}/chat/completions`, neverAnswers));
    // The listing is fetched (and cached) first, at full speed.
    expect(await estimate(ask())).toBeGreaterThan(0);
    expect(await run(ask(), { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without OPENROUTER_API_KEY, naming it, before any request', async () => {
    const outcome = await executeLive(textGeneration, ask(), {}, 'sr_test');
    const detail = 'text_generation.generate has no live provider configured: set OPENROUTER_API_KEY on the server';
    expect(outcome).toEqual({ status: 'failed', detail });
    await expect(textGeneration.pricing.estimateCents(ask(), pricingContext())).rejects.toThrow(detail);
    expect(outbound).toEqual([]);
  });

  it('fails a model the aggregator does not list, and one without a fixed price, before generating', async () => {
    expect(await run(ask({ model: 'nobody/no-such-model' }))).toEqual({
      status: 'failed',
      detail: 'model nobody/no-such-model is not offered by https://openrouter.ai/api/v1',
    });
    await expect(estimate(ask({ model: 'openrouter/auto' }))).rejects.toThrow(
      'model openrouter/auto has no fixed per-token price on https://openrouter.ai/api/v1 (prompt "-1", completion "-1"), so its cost cannot be bounded',
    );
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
  });
});

describe('prices', () => {
  it('parses decimal price strings exactly, refusing negative and malformed ones', () => {
    expect(parseDecimal('0.00000015')).toEqual({ units: 15n, scale: 8 });
    expect(parseDecimal('2')).toEqual({ units: 2n, scale: 0 });
    expect(parseDecimal('1.5e-7')).toEqual({ units: 15n, scale: 8 });
    expect(parseDecimal('3e2')).toEqual({ units: 300n, scale: 0 });
    for (const wrong of ['-1', '', 'free', '0x10', '1.']) expect(parseDecimal(wrong), wrong).toBeUndefined();
  });

  it('computes cents exactly and rounds up, where float arithmetic is off by a cent', () => {
    const price = (prompt: string, completion: string) => ({ prompt: parseDecimal(prompt)!, completion: parseDecimal(completion)! });
    const mini = price('0.00000015', '0.0000006');
    // 1,234 × 0.00000015 + 567 × 0.0000006 = 0.0005253 USD = 0.05253 cents → 1 (the minimum).
    expect(costCents(mini, { prompt_tokens: 1234, completion_tokens: 567 })).toBe(1);
    // A thousand times that: 52.53 cents → 53.
    expect(costCents(mini, { prompt_tokens: 1_234_000, completion_tokens: 567_000 })).toBe(53);
    // Exactly 0.015 + 0.075 = 0.09 USD = 9 cents; floats make it 9.000000000000002, which rounds up to 10.
    expect(Math.ceil((100_000 * 0.00000015 + 30_000 * 0.0000025) * 100)).toBe(10);
    expect(costCents(price('0.00000015', '0.0000025'), { prompt_tokens: 100_000, completion_tokens: 30_000 })).toBe(9);
    expect(costCents(price('0', '0'), { prompt_tokens: 5000, completion_tokens: 5000 })).toBe(1);
  });

  it('estimates live mode from the model price: UTF-8 bytes + 16 per message as the prompt bound, max_tokens as the completion', async () => {
    const content = 'x'.repeat(984);
    // Prompt bound 984 + 16 = 1,000 tokens × 0.000003 = 0.003 USD; 10,000 × 0.000015 = 0.15 USD; 15.3 cents → 16.
    expect(await estimate({ model: 'anthropic/claude-3.5-sonnet', messages: [{ role: 'user', content }], max_tokens: 10_000 })).toBe(16);
    // "é" counts two bytes, each message 16 more: (1,000 + 16 + 0 + 16) × 0.000003 + 1 × 0.000015 USD = 0.3111 cents → 1.
    const two = [
      { role: 'system', content: 'é'.repeat(500) },
      { role: 'user', content: '' },
    ];
    expect(await estimate({ model: 'anthropic/claude-3.5-sonnet', messages: two, max_tokens: 1 })).toBe(1);
    // The largest payload: 100 messages of 30,000 "€" (three bytes each).
    const many = Array.from({ length: 100 }, () => ({ role: 'user', content: '€'.repeat(30_000) }));
    // 100 × (90,000 + 16) = 9,001,600 tokens × 0.000003 = 27.0048 USD; 32,000 × 0.000015 = 0.48 USD; 2,748.48 cents → 2,749.
    expect(await estimate({ model: 'anthropic/claude-3.5-sonnet', messages: many, max_tokens: 32_000 })).toBe(2749);
  });

  it('charges the usage at the model price, rounded up, and never more than the estimate', async () => {
    const payload = { model: 'anthropic/claude-3.5-sonnet', messages: [{ role: 'user', content: 'x'.repeat(984) }], max_tokens: 10_000 };
    // 3,000 × 0.000003 + 2,000 × 0.000015 = 0.039 USD = 3.9 cents → 4.
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () =>
        HttpResponse.json(completion({ model: 'anthropic/claude-3.5-sonnet', usage: { prompt_tokens: 3000, completion_tokens: 2000, total_tokens: 5000 } })),
      ),
    );
    expect(await run(payload)).toMatchObject({ status: 'executed', costCents: 4 });
    // A provider counting more than the bound (20,000 completion tokens for max_tokens 10,000) is charged the estimate, 16.
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () =>
        HttpResponse.json(completion({ usage: { prompt_tokens: 5000, completion_tokens: 20_000, total_tokens: 25_000 } })),
      ),
    );
    expect(await run(payload)).toMatchObject({ status: 'executed', costCents: 16 });
  });
});

describe('the model price cache', () => {
  const countingListing = (base: string, listing: Record<string, unknown> = LISTING) => {
    const requests: Request[] = [];
    server.use(
      http.get(`${base}/models`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json(listing);
      }),
    );
    return requests;
  };

  it('asks GET {base}/models once for many estimates, with the bearer key, and again after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const base = freshBase();
    const requests = countingListing(base);
    const env = { OPENROUTER_BASE_URL: base };
    const estimates = await Promise.all(Array.from({ length: 5 }, () => estimate(ask(), env)));
    expect(estimates).toEqual([1, 1, 1, 1, 1]);
    expect(await estimate(ask({ model: 'anthropic/claude-3.5-sonnet', max_tokens: 10_000 }), env)).toBe(16);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${base}/models`);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);

    vi.setSystemTime(new Date('2025-06-01T12:59:59Z'));
    await estimate(ask(), env);
    expect(requests).toHaveLength(1);
    vi.setSystemTime(new Date('2025-06-01T13:00:00Z'));
    await estimate(ask(), env);
    expect(requests).toHaveLength(2);
  });

  it('keeps one listing per base URL', async () => {
    const [first, second] = [freshBase(), freshBase()];
    const [one, two] = [countingListing(first), countingListing(second)];
    await estimate(ask(), { OPENROUTER_BASE_URL: first });
    await estimate(ask(), { OPENROUTER_BASE_URL: second });
    await estimate(ask(), { OPENROUTER_BASE_URL: first });
    expect([one.length, two.length]).toEqual([1, 1]);
  });

  it('does not keep a failed listing: the next estimate asks again', async () => {
    const base = freshBase();
    let calls = 0;
    server.use(
      http.get(`${base}/models`, () =>
        ++calls === 1 ? HttpResponse.json({ error: { code: 500, message: 'Internal Server Error' } }, { status: 500 }) : HttpResponse.json(LISTING),
      ),
    );
    await expect(estimate(ask(), { OPENROUTER_BASE_URL: base })).rejects.toThrow(`${base} answered HTTP 500: Internal Server Error`);
    expect(await estimate(ask(), { OPENROUTER_BASE_URL: base })).toBe(1);
    expect(calls).toBe(2);
  });

  it('shares one request in flight: a caller that gives up does not fail the others', async () => {
    const base = freshBase();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.get(`${base}/models`, async () => {
        calls += 1;
        await released;
        return HttpResponse.json(LISTING);
      }),
    );
    const config = loadConfig(withKey({ OPENROUTER_BASE_URL: base }));
    const settings = aggregatorSettings(config);
    const impatient = new AbortController();
    const first = modelPrice('openai/gpt-4o-mini', settings, config, impatient.signal);
    const second = modelPrice('openai/gpt-4o-mini', settings, config, never());
    impatient.abort(new Error('gave up'));
    await expect(first).rejects.toThrow('gave up');
    release();
    expect(await second).toEqual({ prompt: { units: 15n, scale: 8 }, completion: { units: 6n, scale: 7 } });
    expect(calls).toBe(1);
  });

  it('fails a listing that does not come within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    const base = freshBase();
    server.use(http.get(`${base}/models`, neverAnswers));
    await expect(estimate(ask(), { OPENROUTER_BASE_URL: base, PROCTOR_PROVIDER_TIMEOUT_MS: '100' })).rejects.toThrow(
      `${base} did not list its models within 100 ms`,
    );
  });
});

describe('a local OpenAI-compatible server', () => {
  const LOCAL = 'http://localhost:8000/v1';
  const MODEL = 'meta-llama/Llama-3.1-8B-Instruct';
  /** vLLM's listing: models without prices. */
  const localListing = { object: 'list', data: [{ id: MODEL, object: 'model', created: 1740000000, owned_by: 'vllm', root: MODEL, parent: null, max_model_len: 8192 }] };
  const env = { OPENROUTER_BASE_URL: LOCAL, PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS: '0.5' };

  it('prices a model listed without prices at the fallback, for prompt and completion tokens alike', async () => {
    let sent: Request | undefined;
    server.use(
      http.get(`${LOCAL}/models`, () => HttpResponse.json(localListing)),
      http.post(`${LOCAL}/chat/completions`, ({ request }) => {
        sent = request;
        return HttpResponse.json(completion({ model: MODEL, usage: { prompt_tokens: 3000, completion_tokens: 1001, total_tokens: 4001 } }));
      }),
    );
    const payload = { model: MODEL, messages: [{ role: 'user', content: 'x'.repeat(4984) }], max_tokens: 3000 };
    // (4,984 + 16 + 3,000) tokens × 0.5 cent per 1K = 4 cents.
    expect(await estimate(payload, env)).toBe(4);
    // (3,000 + 1,001) × 0.5 / 1,000 = 2.0005 cents → 3.
    expect(await run(payload, env)).toEqual({
      status: 'executed',
      result: { content: 'It stops a runaway agent from spending without limit.', model: MODEL, tool_calls: [], usage: { prompt_tokens: 3000, completion_tokens: 1001 }, finish_reason: 'stop' },
      costCents: 3,
    });
    expect(sent?.url).toBe(`${LOCAL}/chat/completions`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('names the server by its base URL in failures', async () => {
    server.use(
      http.get(`${LOCAL}/models`, () => HttpResponse.json(localListing)),
      http.post(`${LOCAL}/chat/completions`, () => HttpResponse.json({ error: { code: 400, message: 'max_tokens is too large' } }, { status: 400 })),
    );
    expect(await run({ model: MODEL, messages: [{ role: 'user', content: 'hi' }], max_tokens: 9000 }, env)).toEqual({
      status: 'failed',
      detail: `${LOCAL} answered HTTP 400: max_tokens is too large`,
    });
    expect(await run({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, env)).toEqual({
      status: 'failed',
      detail: `model openai/gpt-4o-mini is not offered by ${LOCAL}`,
    });
  });
});

describe('the sandbox', () => {
  it('estimates test mode at the live model price, reading the list without a key when the server has none', async () => {
    const base = freshBase();
    const seen = answerAndRecord(server, 'get', `${base}/models`, () => HttpResponse.json(LISTING));
    const payload = ask({ model: 'anthropic/claude-3.5-sonnet', max_tokens: 10_000 });
    const test = await textGeneration.pricing.estimateCents(payload, pricingContext({ OPENROUTER_BASE_URL: base }, 'test'));
    expect(test).toBe(16);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    // Live mode, from the same cached list: the same price.
    expect(await estimate(payload, { OPENROUTER_BASE_URL: base })).toBe(test);
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
  });

  it('fails test mode as live when the list does not offer the model or cannot be read', async () => {
    const base = freshBase();
    server.use(http.get(`${base}/models`, () => HttpResponse.json(LISTING)));
    await expect(textGeneration.pricing.estimateCents(ask({ model: 'nobody/no-such-model' }), pricingContext({ OPENROUTER_BASE_URL: base }, 'test'))).rejects.toThrow(
      `model nobody/no-such-model is not offered by ${base}`,
    );
    const down = freshBase();
    server.use(http.get(`${down}/models`, () => HttpResponse.error()));
    await expect(textGeneration.pricing.estimateCents(ask(), pricingContext({ OPENROUTER_BASE_URL: down }, 'test'))).rejects.toThrow();
  });

  it('fails on its trigger model without asking the aggregator', async () => {
    expect(await textGeneration.pricing.estimateCents(ask({ model: 'sandbox/fail' }), pricingContext({}, 'test'))).toBe(1);
    expect(await textGeneration.sandbox(ask({ model: 'sandbox/fail' }), { signal: never(), serviceRequestId: 'sr_test', config: loadConfig({}) })).toEqual({
      status: 'failed',
      detail: 'Sandbox failure trigger: model is "sandbox/fail"; test mode fails this request on purpose so that you can exercise your error handling',
    });
    expect(outbound).toEqual([]);
  });

  it('refuses a payload without messages, a bad model id or a temperature above 2', () => {
    const issue = (payload: unknown) => textGeneration.payload.safeParse(payload).error?.issues[0];
    expect(issue({ model: 'openai/gpt-4o-mini', messages: [] })).toMatchObject({ path: ['messages'] });
    expect(issue({ model: 'openai gpt-4o', messages: [{ role: 'user', content: 'hi' }] })?.message).toBe('must be a model id such as "openai/gpt-4o-mini"');
    expect(issue({ model: '/gpt-4o', messages: [{ role: 'user', content: 'hi' }] })?.message).toBe('must be a model id such as "openai/gpt-4o-mini"');
    expect(issue({ model: 'llama3.2', messages: [{ role: 'user', content: 'hi' }] })).toBeUndefined();
    expect(issue({ model: 'qwen2.5:7b', messages: [{ role: 'user', content: 'hi' }] })).toBeUndefined();
    expect(issue({ model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], temperature: 2.5 })).toMatchObject({ path: ['temperature'] });
    expect(issue({ model: 'openai/gpt-4o-mini', messages: [{ role: 'tool', content: 'hi' }] })).toMatchObject({ path: ['messages', 0, 'tool_call_id'] });
    expect(issue({ model: 'openai/gpt-4o-mini', messages: [{ role: 'robot', content: 'hi' }] })).toMatchObject({ path: ['messages', 0, 'role'] });
  });
});

describe('dispatch through the HTTP API with a live agent key', () => {
  const live = liveKeyApp(withKey());

  const SONNET = { model: 'anthropic/claude-3.5-sonnet', messages: [{ role: 'user', content: 'x'.repeat(400) }], max_tokens: 4000 };
  // Estimate: 416 × 0.000003 + 4,000 × 0.000015 = 0.061248 USD → 7 cents.
  const ESTIMATE = 7;

  it('executes, holds the worst case and debits the usage cost: 120 × 0.000003 + 3,000 × 0.000015 = 4.536 cents → 5', async () => {
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () =>
        HttpResponse.json(completion({ model: 'anthropic/claude-3.5-sonnet', usage: { prompt_tokens: 120, completion_tokens: 3000, total_tokens: 3120 } })),
      ),
    );
    const { body, balance } = await live.dispatch('text_generation.generate', SONNET);
    expect(body).toMatchObject({
      status: 'executed',
      mode: 'live',
      cost_cents: 5,
      result: { content: 'It stops a runaway agent from spending without limit.', model: 'anthropic/claude-3.5-sonnet', usage: { prompt_tokens: 120, completion_tokens: 3000 } },
    });
    expect(balance).toMatchObject({ balance_cents: 495, held_cents: 0 });
    expect(outbound.map((request) => `${request.method} ${request.url}`)).toContain('POST https://openrouter.ai/api/v1/chat/completions');
  });

  it('fails with adapter_error on a provider error and debits nothing', async () => {
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () =>
        HttpResponse.json({ error: { code: 402, message: 'Insufficient credits. Add more using https://openrouter.ai/credits' } }, { status: 402 }),
      ),
    );
    const { body, balance } = await live.dispatch('text_generation.generate', SONNET);
    expect(body).toMatchObject({
      status: 'failed',
      reason_code: 'adapter_error',
      cost_cents: 0,
      result: { detail: 'OpenRouter answered HTTP 402: Insufficient credits. Add more using https://openrouter.ai/credits' },
    });
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('fails a model the aggregator does not offer at admission, without calling it', async () => {
    const { body, balance } = await live.dispatch('text_generation.generate', { ...SONNET, model: 'nobody/no-such-model' });
    expect(body).toMatchObject({
      status: 'failed',
      reason_code: 'adapter_error',
      cost_cents: 0,
      result: { detail: 'model nobody/no-such-model is not offered by https://openrouter.ai/api/v1' },
    });
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('queues for approval when the model worst case exceeds the binding threshold, holding and calling nothing', async () => {
    const { body, fixture, balance } = await live.dispatch('text_generation.generate', SONNET, { approval_threshold_cents: ESTIMATE - 1 });
    expect(body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold', cost_cents: 0, approval_id: expect.stringMatching(/^apr_/) });
    const pending = await call<{ data: ApprovalResponse[] }>(live.app, 'GET', '/api/v1/approvals?status=pending', { as: { bearer: fixture.token } });
    expect(pending.body.data).toEqual([expect.objectContaining({ id: body.approval_id, cost_cents: ESTIMATE, threshold_cents: ESTIMATE - 1 })]);
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });

    const within = await live.dispatch('text_generation.generate', SONNET, { approval_threshold_cents: ESTIMATE });
    expect(within.body.status).toBe('executed');
  });

  it('runs test mode in the sandbox for free, priced from the model list and never asking for a generation', async () => {
    const fixture = await agentWithBindings(live.app, { 'text_generation.generate': {} });
    const result = await dispatchAs(live.app, fixture.testKey, { operation: 'text_generation.generate', payload: SONNET });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { model: 'anthropic/claude-3.5-sonnet', finish_reason: 'stop' } });
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('gives a test key the outcomes of a live key: the approval threshold at the live estimate, and a model not offered', async () => {
    const fixture = await agentWithBindings(live.app, { 'text_generation.generate': { approval_threshold_cents: ESTIMATE - 1 } });
    const held = await dispatchAs(live.app, fixture.testKey, { operation: 'text_generation.generate', payload: SONNET });
    expect(held.body).toMatchObject({ status: 'approval_required', mode: 'test', reason_code: 'approval_threshold' });
    const unknown = await dispatchAs(live.app, fixture.testKey, { operation: 'text_generation.generate', payload: { ...SONNET, model: 'nobody/no-such-model' } });
    expect(unknown.body).toMatchObject({
      status: 'failed',
      mode: 'test',
      reason_code: 'adapter_error',
      result: { detail: 'model nobody/no-such-model is not offered by https://openrouter.ai/api/v1' },
    });
    expect(outbound.filter((request) => request.url.endsWith('/chat/completions'))).toEqual([]);
  });
});

/** OpenAI's streamed chat completion: one `data:` line per chunk, then `data: [DONE]`. */
function sse(chunks: unknown[], end = true): Response {
  const lines = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + (end ? 'data: [DONE]\n\n' : '');
  return new Response(lines, { headers: { 'content-type': 'text/event-stream' } });
}

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'gen-1', object: 'chat.completion.chunk', model: 'openai/gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: null }], ...extra,
});

describe('the live adapter, streamed to a watching caller (a chat turn)', () => {
  it('asks with stream and include_usage, sends each text delta as it arrives, and assembles tool calls from their fragments', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return sse([
          chunk({ role: 'assistant', content: 'Let me ' }),
          chunk({ content: 'parse it.' }),
          chunk({ tool_calls: [{ index: 0, id: 'call_abc', type: 'function', function: { name: 'data__csv_parse', arguments: '{"csv":' } }] }),
          chunk({ tool_calls: [{ index: 0, function: { arguments: '"a,b"}' } }] }),
          { ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
          { ...chunk({}), choices: [], usage: { prompt_tokens: 40, completion_tokens: 9, total_tokens: 49 } },
        ]);
      }),
    );
    const deltas: string[] = [];
    const tools = [{ type: 'function', function: { name: 'data__csv_parse', description: 'Parse CSV', parameters: { type: 'object' } } }];
    const outcome = await executeLive(textGeneration, ask({ tools }), withKey(), 'sr_stream', undefined, { onDelta: (delta) => deltas.push(delta.text) });
    expect(body).toMatchObject({ stream: true, stream_options: { include_usage: true }, tools });
    expect(deltas).toEqual(['Let me ', 'parse it.']);
    expect(outcome).toEqual({
      status: 'executed',
      result: {
        content: 'Let me parse it.',
        model: 'openai/gpt-4o-mini',
        finish_reason: 'tool_calls',
        tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'data__csv_parse', arguments: '{"csv":"a,b"}' } }],
        usage: { prompt_tokens: 40, completion_tokens: 9 },
      },
      costCents: 1,
    });
    if (outcome.status === 'executed') expect(textGeneration.result.parse(outcome.result)).toEqual(outcome.result);
  });

  it('fails a stream that ends without usage, and one with an error chunk, naming the provider', async () => {
    server.use(http.post(`${OPENROUTER}/chat/completions`, () => sse([chunk({ content: 'Hi' })])));
    expect(await executeLive(textGeneration, ask(), withKey(), 'sr_stream', undefined, { onDelta: () => {} })).toEqual({
      status: 'failed',
      detail: 'OpenRouter streamed without usage token counts, so the cost is unknown',
    });
    server.use(http.post(`${OPENROUTER}/chat/completions`, () => sse([chunk({ content: 'Hi' }), { error: { message: 'overloaded' } }])));
    expect(await executeLive(textGeneration, ask(), withKey(), 'sr_stream', undefined, { onDelta: () => {} })).toEqual({
      status: 'failed',
      detail: 'OpenRouter failed the generation: overloaded',
    });
  });

  it('settles a stream its caller left at the prompt bound and what arrived, never above the estimate', async () => {
    const caller = new AbortController();
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk({ content: 'It stops' }))}\n\n`));
            // Nothing more: the caller leaves.
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const payload = ask({ model: 'anthropic/claude-3.5-sonnet', max_tokens: 3000 });
    const outcome = executeLive(textGeneration, payload, withKey(), 'sr_stream', undefined, {
      onDelta: () => caller.abort(),
      signal: caller.signal,
    });
    // prompt bound: 39 bytes + 16 = 55 tokens × 0.000003 + 8 bytes × 0.000015 = 0.0285 cents → 1 (the chunk names the model that answered).
    expect(await outcome).toEqual({
      status: 'executed',
      result: { content: 'It stops', model: 'openai/gpt-4o-mini', finish_reason: 'cancelled', tool_calls: [], usage: { prompt_tokens: 55, completion_tokens: 8 } },
      costCents: 1,
    });
  });
});
