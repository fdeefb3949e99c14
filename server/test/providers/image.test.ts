import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { imageGenerate } from '../../src/domain/catalog/operations/image.js';
import { solidPng } from '../../src/domain/catalog/png.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';

const OPENAI = 'https://api.openai.com/v1';
const KEY = 'sk-proj-test-key';
const PNG = solidPng(4, 4, [10, 20, 30]);

/** OpenAI's documented answer to POST /v1/images/generations with response_format b64_json (DALL·E 3). */
const answer = (b64 = PNG.toString('base64'), count = 1) => ({
  created: 1_713_833_628,
  data: Array.from({ length: count }, () => ({ b64_json: b64, revised_prompt: 'A watercolour painting of a lighthouse at dawn, soft light' })),
});

const outbound: Request[] = [];
const server = mockProviders(http.post(`${OPENAI}/images/generations`, () => HttpResponse.json(answer())));
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request);
});
afterEach(() => {
  outbound.length = 0;
});

const withKey = (env: Env = {}): Env => ({ OPENAI_API_KEY: KEY, ...env });
const parse = (payload: unknown) => imageGenerate.payload.parse(payload);
const PROMPT = { prompt: 'A watercolour of a lighthouse at dawn' };
const run = (payload: unknown, env: Env = {}) => executeLive(imageGenerate, parse(payload), withKey(env), 'sr_test');

describe('the live adapter: request and response', () => {
  it('POSTs {base}/images/generations for one b64_json image of the configured model, and answers the PNG', async () => {
    let sent: Request | undefined;
    server.use(
      http.post(`${OPENAI}/images/generations`, ({ request }) => {
        sent = request.clone();
        return HttpResponse.json(answer());
      }),
    );
    const outcome = await run({ ...PROMPT, size: '1792x1024', quality: 'hd', style: 'natural' });
    expect(sent?.url).toBe(`${OPENAI}/images/generations`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(await sent?.json()).toEqual({ model: 'dall-e-3', prompt: PROMPT.prompt, n: 1, size: '1792x1024', quality: 'hd', response_format: 'b64_json', style: 'natural' });
    expect(outcome).toEqual({
      status: 'executed',
      result: {
        image_base64: PNG.toString('base64'),
        content_type: 'image/png',
        bytes: PNG.length,
        size: '1792x1024',
        quality: 'hd',
        revised_prompt: 'A watercolour painting of a lighthouse at dawn, soft light',
        model: 'dall-e-3',
      },
      costCents: 12,
    });
    if (outcome.status === 'executed') expect(imageGenerate.result.parse(outcome.result)).toEqual(outcome.result);
  });
});

describe('the live adapter: failures', () => {
  const answering = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.use(http.post(`${OPENAI}/images/generations`, () => HttpResponse.json(body, { status, headers })));

  it("maps OpenAI's error bodies: a refused prompt (400), and 429 with its Retry-After", async () => {
    answering(400, { error: { code: 'content_policy_violation', message: 'Your request was rejected as a result of our safety system.', param: null, type: 'invalid_request_error' } });
    expect(await run(PROMPT)).toEqual({ status: 'failed', detail: 'OpenAI answered HTTP 400: Your request was rejected as a result of our safety system.' });
    answering(429, { error: { message: 'Rate limit exceeded for images per minute in organization org-x. Limit: 5/1min.', type: 'requests' } }, { 'retry-after': '12' });
    expect(await run(PROMPT)).toEqual({
      status: 'failed',
      detail: 'OpenAI answered HTTP 429: Rate limit exceeded for images per minute in organization org-x. Limit: 5/1min. (retry after 12 s)',
    });
  });

  it('fails an answer that is not one PNG', async () => {
    answering(200, answer(PNG.toString('base64'), 2));
    expect(await run(PROMPT)).toEqual({ status: 'failed', detail: 'OpenAI answered 2 images where 1 was asked for' });
    answering(200, answer(Buffer.from('GIF89a....').toString('base64')));
    expect(await run(PROMPT)).toEqual({ status: 'failed', detail: 'OpenAI answered an image that is not a PNG file' });
    answering(200, answer('A'.repeat(8_388_612)));
    expect(await run(PROMPT)).toEqual({ status: 'failed', detail: 'OpenAI answered an image larger than 6291456 bytes' });
  });

  it('fails when the provider does not answer within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.post(`${OPENAI}/images/generations`, neverAnswers));
    expect(await run(PROMPT, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without OPENAI_API_KEY, naming it, before any request', async () => {
    expect(await executeLive(imageGenerate, parse(PROMPT), {}, 'sr_test')).toEqual({
      status: 'failed',
      detail: 'image.generate has no live provider configured: set OPENAI_API_KEY on the server',
    });
    expect(outbound).toEqual([]);
  });
});

describe('prices', () => {
  it('prices one image by size and quality, from PROCTOR_IMAGE_CENTS', async () => {
    const estimate = (payload: unknown, env: Env = {}) => imageGenerate.pricing.estimateCents(parse(payload), pricingContext(withKey(env)));
    expect(await estimate(PROMPT)).toBe(4);
    expect(await estimate({ ...PROMPT, size: '1024x1792' })).toBe(8);
    expect(await estimate({ ...PROMPT, quality: 'hd' })).toBe(8);
    expect(await estimate({ ...PROMPT, size: '1792x1024', quality: 'hd' })).toBe(12);
    expect(await estimate({ ...PROMPT, quality: 'hd' }, { PROCTOR_IMAGE_CENTS: '5, 9, 11, 17' })).toBe(11);
    for (const wrong of ['4,8,8', '4,8,8,0', '4,8,8,1.5']) expect(() => pricingContext({ PROCTOR_IMAGE_CENTS: wrong })).toThrow();
  });
});

describe('the sandbox and the payload', () => {
  const sandbox = (payload: unknown) =>
    imageGenerate.sandbox(parse(payload), { signal: new AbortController().signal, serviceRequestId: 'sr_s', config: pricingContext().config });

  it("answers a PNG of the asked shape at a 64th of its size, the same for the same prompt, for free; fails on its trigger", async () => {
    const outcome = await sandbox({ ...PROMPT, size: '1792x1024' });
    if (outcome.status !== 'executed') throw new Error('the sandbox failed');
    expect(outcome.costCents).toBe(0);
    expect(imageGenerate.result.parse(outcome.result)).toEqual(outcome.result);
    const png = Buffer.from(outcome.result.image_base64, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([28, 16]);
    expect(outcome.result.bytes).toBe(png.length);
    expect(await sandbox({ ...PROMPT, size: '1792x1024' })).toEqual(outcome);
    expect(await sandbox({ prompt: 'sandbox:fail' })).toMatchObject({ status: 'failed' });
  });

  it('refuses an empty or too long prompt, other sizes, qualities and styles, n and unknown fields', () => {
    for (const payload of [{}, { prompt: '' }, { prompt: 'x'.repeat(4001) }, { ...PROMPT, size: '256x256' }, { ...PROMPT, quality: 'low' }, { ...PROMPT, style: 'anime' }, { ...PROMPT, n: 2 }]) {
      expect(imageGenerate.payload.safeParse(payload).success, JSON.stringify(payload).slice(0, 60)).toBe(false);
    }
  });
});

describe('dispatch through the HTTP API with a live agent key', () => {
  const live = liveKeyApp(withKey());

  it('executes and debits the price of the image', async () => {
    const { body, balance } = await live.dispatch('image.generate', { ...PROMPT, quality: 'hd' });
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 8, result: { content_type: 'image/png', bytes: PNG.length } });
    expect(balance).toMatchObject({ balance_cents: 492, held_cents: 0 });
  });

  it('fails with adapter_error on a provider error and debits nothing', async () => {
    server.use(http.post(`${OPENAI}/images/generations`, () => HttpResponse.json({ error: { message: 'Billing hard limit has been reached' } }, { status: 400 })));
    const { body, balance } = await live.dispatch('image.generate', PROMPT);
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'OpenAI answered HTTP 400: Billing hard limit has been reached' } });
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('queues for approval when the price exceeds the binding threshold, calling nothing', async () => {
    const { body } = await live.dispatch('image.generate', { ...PROMPT, size: '1792x1024', quality: 'hd' }, { approval_threshold_cents: 10 });
    expect(body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });
    expect(outbound).toEqual([]);
  });

  it('runs test mode in the sandbox for free', async () => {
    const fixture = await agentWithBindings(live.app, { 'image.generate': {} });
    const result = await dispatchAs(live.app, fixture.testKey, { operation: 'image.generate', payload: PROMPT });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { model: 'sandbox-image', size: '1024x1024' } });
    expect(outbound).toEqual([]);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
