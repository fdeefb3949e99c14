import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { moderationCheck } from '../../src/domain/catalog/operations/moderation.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';

const OPENAI = 'https://api.openai.com/v1';
const KEY = 'sk-proj-test-key';

/** One result of OpenAI's documented answer to POST /v1/moderations (omni-moderation-latest). */
function verdict(flagged: boolean, overrides: { categories?: Record<string, boolean | null>; scores?: Record<string, number> } = {}) {
  return {
    flagged,
    categories: { harassment: false, 'harassment/threatening': false, hate: false, illicit: null, violence: flagged, ...overrides.categories },
    category_scores: { harassment: 0.0001, 'harassment/threatening': 0.00002, hate: 0.00003, illicit: 0.00001, violence: flagged ? 0.91 : 0.0004, ...overrides.scores },
    category_applied_input_types: { harassment: ['text'], violence: ['text'] },
  };
}

const answer = (results: unknown[]) => ({ id: 'modr-0d9740456c391e43c445bf0f010940c7', model: 'omni-moderation-latest', results });

const outbound: Request[] = [];
const server = mockProviders(http.post(`${OPENAI}/moderations`, () => HttpResponse.json(answer([verdict(false)]))));
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request);
});
afterEach(() => {
  outbound.length = 0;
});

const withKey = (env: Env = {}): Env => ({ OPENAI_API_KEY: KEY, ...env });
const parse = (payload: unknown) => moderationCheck.payload.parse(payload);
const TWO = { input: ['Thanks, the refund is on its way.', 'I will hurt you.'] };
const run = (payload: unknown, env: Env = {}) => executeLive(moderationCheck, parse(payload), withKey(env), 'sr_test');

describe('the live adapter: request and response', () => {
  it('POSTs {base}/moderations with the bearer key and PROCTOR_MODERATION_MODEL, and answers one verdict per input, leaving out unjudged categories', async () => {
    let sent: Request | undefined;
    server.use(
      http.post(`${OPENAI}/moderations`, ({ request }) => {
        sent = request.clone();
        return HttpResponse.json(answer([verdict(false), verdict(true)]));
      }),
    );
    const outcome = await run(TWO);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`${OPENAI}/moderations`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(await sent?.json()).toEqual({ model: 'omni-moderation-latest', input: TWO.input });
    expect(outcome).toMatchObject({ status: 'executed', costCents: 1, result: { model: 'omni-moderation-latest' } });
    if (outcome.status !== 'executed') throw new Error('failed');
    const { results } = moderationCheck.result.parse(outcome.result);
    expect(results.map((item) => item.flagged)).toEqual([false, true]);
    expect(results[1]!.categories).toEqual({ harassment: false, 'harassment/threatening': false, hate: false, violence: true });
    expect(results[1]!.category_scores.violence).toBe(0.91);
  });

  it('sends another model when configured', async () => {
    let body: unknown;
    server.use(
      http.post(`${OPENAI}/moderations`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer([verdict(false)]));
      }),
    );
    await run({ input: ['hi'] }, { PROCTOR_MODERATION_MODEL: 'text-moderation-stable' });
    expect(body).toEqual({ model: 'text-moderation-stable', input: ['hi'] });
  });
});

describe('the live adapter: failures', () => {
  const answering = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.use(http.post(`${OPENAI}/moderations`, () => HttpResponse.json(body, { status, headers })));

  it("maps HTTP errors to OpenAI's message, a 429 with its Retry-After", async () => {
    answering(401, { error: { message: 'Incorrect API key provided: sk-proj-****-key.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered HTTP 401: Incorrect API key provided: sk-proj-****-key.' });
    answering(429, { error: { message: 'Rate limit reached for omni-moderation-latest', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after': '2' });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered HTTP 429: Rate limit reached for omni-moderation-latest (retry after 2 s)' });
  });

  it('fails an answer with a verdict count other than the inputs, or of another shape', async () => {
    answering(200, answer([verdict(false)]));
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered 1 moderation result(s) for 2 input(s)' });
    answering(200, { results: 'nope' });
    expect(await run(TWO)).toEqual({ status: 'failed', detail: 'OpenAI answered in an unexpected shape (results: Invalid input: expected array, received string)' });
  });

  it('fails when the provider does not answer within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.post(`${OPENAI}/moderations`, neverAnswers));
    expect(await run(TWO, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without OPENAI_API_KEY, naming it, before any request', async () => {
    expect(await executeLive(moderationCheck, parse(TWO), {}, 'sr_test')).toEqual({
      status: 'failed',
      detail: 'moderation.check has no live provider configured: set OPENAI_API_KEY on the server',
    });
    expect(outbound).toEqual([]);
  });
});

describe('the sandbox and the payload', () => {
  const sandbox = (payload: unknown) =>
    moderationCheck.sandbox(parse(payload), { signal: new AbortController().signal, serviceRequestId: 'sr_s', config: pricingContext().config });

  it('flags its documented words in their categories, nothing else, for free; fails on its trigger', async () => {
    const outcome = await sandbox({ input: ['Have a nice day', 'I will KILL the process'] });
    if (outcome.status !== 'executed') throw new Error('the sandbox failed');
    expect(outcome.costCents).toBe(0);
    expect(moderationCheck.result.parse(outcome.result)).toEqual(outcome.result);
    expect(outcome.result.results.map((item) => item.flagged)).toEqual([false, true]);
    expect(outcome.result.results[1]!.categories.violence).toBe(true);
    expect(outcome.result.results[1]!.categories.hate).toBe(false);
    expect(await sandbox({ input: ['fine', 'sandbox:fail'] })).toMatchObject({ status: 'failed' });
  });

  it('refuses no input, an empty text, more than 32 texts, a text over 10,000 characters and unknown fields', () => {
    for (const payload of [{}, { input: [] }, { input: 'one' }, { input: [''] }, { input: Array.from({ length: 33 }, () => 'x') }, { input: ['x'.repeat(10_001)] }, { input: ['x'], model: 'm' }]) {
      expect(moderationCheck.payload.safeParse(payload).success, JSON.stringify(payload).slice(0, 60)).toBe(false);
    }
  });
});

describe('dispatch through the HTTP API with a live agent key', () => {
  const live = liveKeyApp(withKey());

  it('executes and debits 1 cent', async () => {
    const { body, balance } = await live.dispatch('moderation.check', { input: ['hello'] });
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { model: 'omni-moderation-latest', results: [{ flagged: false }] } });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    expect(outbound.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${OPENAI}/moderations`]);
  });

  it('fails with adapter_error on a provider error and debits nothing', async () => {
    server.use(http.post(`${OPENAI}/moderations`, () => HttpResponse.json({ error: { message: 'The server had an error' } }, { status: 500 })));
    const { body, balance } = await live.dispatch('moderation.check', { input: ['hello'] });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'OpenAI answered HTTP 500: The server had an error' } });
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('runs test mode in the sandbox for free, without calling the provider', async () => {
    const fixture = await agentWithBindings(live.app, { 'moderation.check': {} });
    const result = await dispatchAs(live.app, fixture.testKey, { operation: 'moderation.check', payload: { input: ['a bomb'] } });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { model: 'sandbox-moderation', results: [{ flagged: true }] } });
    expect(outbound).toEqual([]);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
