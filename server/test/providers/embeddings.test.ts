import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddingsCreate } from '../../src/domain/catalog/operations/embeddings.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';

const OPENAI = 'https://api.openai.com/v1';
const KEY = 'sk-proj-test-key';

/** OpenAI's documented answer to POST /v1/embeddings with encoding_format "float". */
function embeddingsAnswer(vectors: number[][], overrides: Record<string, unknown> = {}) {
  return {
    object: 'list',
    data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
    model: 'text-embedding-3-small',
    usage: { prompt_tokens: 9, total_tokens: 9 },
    ...overrides,
  };
}

/** Every request that left the process for a provider (the test app's own loopback calls are not listed). */
const outbound: Request[] = [];

const server = mockProviders(http.post(`${OPENAI}/embeddings`, () => HttpResponse.json(embeddingsAnswer([[0.1, 0.2, 0.3], [0.3, 0.2, 0.1]]))));
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request);
});
afterEach(() => {
  outbound.length = 0;
});

const withKey = (env: Env = {}): Env => ({ OPENAI_API_KEY: KEY, ...env });
const parse = (payload: unknown) => embeddingsCreate.payload.parse(payload);
const TWO = { input: ['How do I reset my password?', 'Refunds take 5 to 10 business days.'] };
const run = (payload: unknown, env: Env = {}) => executeLive(embeddingsCreate, parse(payload), withKey(env), 'sr_test');
const estimate = (payload: unknown, env: Env = {}) => embeddingsCreate.pricing.estimateCents(parse(payload), pricingContext(withKey(env)));

/** 10,000 cents per 1M tokens is 0.01 cent a token: large enough for the hold and the charge to differ. */
const DEAR = { PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS: '10000' };

describe('the live adapter: request and response', () => {
  it('POSTs {base}/embeddings with the bearer key, the configured model and encoding_format float, and answers the vectors in input order', async () => {
    let sent: Request | undefined;
    server.use(
      http.post(`${OPENAI}/embeddings`, ({ request }) => {
        sent = request.clone();
        // A server may answer in any order: the index says which input each vector is for.
        const answer = embeddingsAnswer([]);
        answer.data = [
          { object: 'embedding', index: 1, embedding: [0, 1] },
          { object: 'embedding', index: 0, embedding: [1, 0] },
        ];
        return HttpResponse.json(answer);
      }),
    );
    const outcome = await run(TWO);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://api.openai.com/v1/embeddings');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(await sent?.json()).toEqual({ model: 'text-embedding-3-small', input: TWO.input, encoding_format: 'float' });
    expect(outcome).toEqual({
      status: 'executed',
      result: {
        model: 'text-embedding-3-small',
        dimensions: 2,
        data: [
          { index: 0, embedding: [1, 0] },
          { index: 1, embedding: [0, 1] },
        ],
        usage: { prompt_tokens: 9 },
      },
      costCents: 1,
    });
    if (outcome.status === 'executed') expect(embeddingsCreate.result.parse(outcome.result)).toEqual(outcome.result);
  });

  it('sends dimensions and PROCTOR_EMBEDDINGS_MODEL when set', async () => {
    let body: unknown;
    server.use(
      http.post(`${OPENAI}/embeddings`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(embeddingsAnswer([[0.6, 0.8]], { model: 'text-embedding-3-large' }));
      }),
    );
    const outcome = await run({ input: ['hello'], dimensions: 2 }, { PROCTOR_EMBEDDINGS_MODEL: 'text-embedding-3-large' });
    expect(body).toEqual({ model: 'text-embedding-3-large', input: ['hello'], encoding_format: 'float', dimensions: 2 });
    expect(outcome).toMatchObject({ status: 'executed', result: { model: 'text-embedding-3-large', dimensions: 2 } });
  });
});

describe('the live adapter: failures', () => {
  const answering = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.use(http.post(`${OPENAI}/embeddings`, () => HttpResponse.json(body, { status, headers })));

  it('maps HTTP errors to the provider message', async () => {
    answering(401, { error: { message: 'Incorrect API key provided: sk-proj-****-key.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered HTTP 401: Incorrect API key provided: sk-proj-****-key.' });
    answering(429, { error: { message: 'Rate limit reached for text-embedding-3-small', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after': '3' });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered HTTP 429: Rate limit reached for text-embedding-3-small (retry after 3 s)' });
    answering(400, { error: { message: "This model's maximum context length is 8192 tokens", type: 'invalid_request_error', param: null, code: null } });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: "OpenAI answered HTTP 400: This model's maximum context length is 8192 tokens" });
  });

  it('fails an answer whose vectors do not match the inputs: too few, a repeated index, uneven or empty lengths, the wrong dimensions', async () => {
    answering(200, embeddingsAnswer([[0.1, 0.2]]));
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered 1 embedding(s) for 2 input(s), or with indexes that do not match them' });
    const repeated = embeddingsAnswer([[0.1], [0.2]]);
    repeated.data[1]!.index = 0;
    answering(200, repeated);
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered 2 embedding(s) for 2 input(s), or with indexes that do not match them' });
    answering(200, embeddingsAnswer([[0.1, 0.2], [0.3]]));
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered embeddings of different or zero lengths' });
    answering(200, embeddingsAnswer([[], []]));
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered embeddings of different or zero lengths' });
    answering(200, embeddingsAnswer([[0.1, 0.2, 0.3]]));
    expect(await run({ input: ['hello'], dimensions: 2 })).toEqual({
      status: 'failed',
      detail: 'OpenAI answered 3 dimensions where 2 were asked for (does model text-embedding-3-small support dimensions?)',
    });
    answering(200, { object: 'list', data: 'nope' });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered in an unexpected shape (data: Invalid input: expected array, received string)' });
  });

  it('fails when the provider does not answer within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.post(`${OPENAI}/embeddings`, neverAnswers));
    expect(await run(TWO, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without OPENAI_API_KEY, naming it, before any request', async () => {
    expect(await executeLive(embeddingsCreate, parse(TWO), {}, 'sr_test')).toEqual({
      status: 'failed',
      detail: 'embeddings.create has no live provider configured: set OPENAI_API_KEY on the server',
    });
    expect(outbound).toEqual([]);
  });
});

describe('prices', () => {
  it('estimates UTF-8 bytes + 2 per input at PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS, rounded up, at least 1 cent', async () => {
    // Default 2 cents per 1M tokens: anything short costs the minimum.
    expect(await estimate(TWO)).toBe(1);
    // 1,000 bytes + 2 = 1,002 tokens × 0.01 cent = 10.02 → 11.
    expect(await estimate({ input: ['x'.repeat(1000)] }, DEAR)).toBe(11);
    // "é" is two UTF-8 bytes: 2 × 500 + 2 = 1,002 tokens again.
    expect(await estimate({ input: ['é'.repeat(500)] }, DEAR)).toBe(11);
    // A decimal price is exact: 1,000 tokens × 2,500.5 cents per 1M = 2.5005 → 3.
    expect(await estimate({ input: ['x'.repeat(998)] }, { PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS: '2500.5' })).toBe(3);
  });

  it('charges the tokens the provider counts, never above the estimate, and the estimate when it counts none', async () => {
    answeringUsage({ prompt_tokens: 250, total_tokens: 250 });
    expect(await run({ input: ['x'.repeat(1000)] }, DEAR)).toMatchObject({ status: 'executed', costCents: 3, result: { usage: { prompt_tokens: 250 } } });
    answeringUsage({ prompt_tokens: 5000, total_tokens: 5000 });
    expect(await run({ input: ['x'.repeat(1000)] }, DEAR)).toMatchObject({ status: 'executed', costCents: 11 });
    answeringUsage(undefined);
    expect(await run({ input: ['x'.repeat(1000)] }, DEAR)).toMatchObject({ status: 'executed', costCents: 11, result: { usage: { prompt_tokens: 1002 } } });
  });
});

function answeringUsage(usage: Record<string, number> | undefined) {
  server.use(http.post(`${OPENAI}/embeddings`, () => HttpResponse.json(embeddingsAnswer([[0.5, 0.5]], { usage }))));
}

describe('a local OpenAI-compatible server at OPENAI_BASE_URL', () => {
  it('is called at its base URL and named by it in failures', async () => {
    const local = 'https://embeddings.internal.test/v1';
    const seen: string[] = [];
    server.use(
      http.post(`${local}/embeddings`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ error: { message: 'model "nomic-embed-text" not found, try pulling it first' } }, { status: 404 });
      }),
    );
    expect(await run(TWO, { OPENAI_BASE_URL: `${local}/`, PROCTOR_EMBEDDINGS_MODEL: 'nomic-embed-text' })).toEqual({
      status: 'failed',
      detail: `${local} answered HTTP 404: model "nomic-embed-text" not found, try pulling it first`,
    });
    expect(seen).toEqual([`${local}/embeddings`]);
  });
});

describe('the sandbox and the payload', () => {
  const sandbox = (payload: unknown, id: string) =>
    embeddingsCreate.sandbox(parse(payload), { signal: new AbortController().signal, serviceRequestId: id, config: pricingContext().config });

  it('answers deterministic unit vectors, one per input, of the asked dimensions, and fails on its trigger', async () => {
    const first = await sandbox(TWO, 'sr_a');
    const again = await sandbox(TWO, 'sr_b');
    expect(first).toEqual(again);
    if (first.status !== 'executed') throw new Error('the sandbox failed');
    expect(first.costCents).toBe(0);
    expect(first.result.dimensions).toBe(384);
    expect(first.result.data.map((item) => item.index)).toEqual([0, 1]);
    for (const { embedding } of first.result.data) expect(Math.hypot(...embedding)).toBeCloseTo(1, 10);
    expect(first.result.data[0]!.embedding).not.toEqual(first.result.data[1]!.embedding);
    const short = await sandbox({ input: ['a'], dimensions: 8 }, 'sr_c');
    expect(short).toMatchObject({ status: 'executed', result: { dimensions: 8 } });
    const failing = await sandbox({ input: ['fine', 'sandbox:fail'] }, 'sr_d');
    expect(failing).toMatchObject({ status: 'failed' });
  });

  it('refuses no input, an empty text, more than 64 texts, a text over 8,000 characters, bad dimensions and unknown fields', () => {
    for (const payload of [
      {},
      { input: [] },
      { input: 'one string' },
      { input: [''] },
      { input: Array.from({ length: 65 }, () => 'x') },
      { input: ['x'.repeat(8001)] },
      { input: ['x'], dimensions: 0 },
      { input: ['x'], dimensions: 1.5 },
      { input: ['x'], model: 'text-embedding-3-large' },
    ]) {
      expect(embeddingsCreate.payload.safeParse(payload).success, JSON.stringify(payload).slice(0, 60)).toBe(false);
    }
    expect(embeddingsCreate.payload.safeParse({ input: Array.from({ length: 64 }, () => 'x'.repeat(8000)) }).success).toBe(true);
  });
});

describe('dispatch through the HTTP API with a live agent key', () => {
  const live = liveKeyApp(withKey(DEAR));
  const LONG = { input: ['x'.repeat(1000)] };

  it('executes, holds the bound and debits the counted tokens: 250 × 0.01 cent = 2.5 → 3', async () => {
    answeringUsage({ prompt_tokens: 250, total_tokens: 250 });
    const { body, balance } = await live.dispatch('embeddings.create', LONG);
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 3, result: { model: 'text-embedding-3-small', dimensions: 2, usage: { prompt_tokens: 250 } } });
    expect(balance).toMatchObject({ balance_cents: 497, held_cents: 0 });
    expect(outbound.map((request) => `${request.method} ${request.url}`)).toEqual(['POST https://api.openai.com/v1/embeddings']);
  });

  it('fails with adapter_error on a provider error and debits nothing', async () => {
    server.use(http.post(`${OPENAI}/embeddings`, () => HttpResponse.json({ error: { message: 'You exceeded your current quota' } }, { status: 429 })));
    const { body, balance } = await live.dispatch('embeddings.create', LONG);
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'OpenAI answered HTTP 429: You exceeded your current quota' } });
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('queues for approval when the bound exceeds the binding threshold, calling nothing', async () => {
    const { body, balance } = await live.dispatch('embeddings.create', LONG, { approval_threshold_cents: 10 });
    expect(body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold', cost_cents: 0 });
    expect(outbound).toEqual([]);
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('runs test mode in the sandbox for free, without calling the provider', async () => {
    const fixture = await agentWithBindings(live.app, { 'embeddings.create': {} });
    const result = await dispatchAs(live.app, fixture.testKey, { operation: 'embeddings.create', payload: TWO });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { model: 'sandbox-embedding', dimensions: 384 } });
    expect(outbound).toEqual([]);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
