import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { translationTranslate } from '../../src/domain/catalog/operations/translation.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';

const PRO = 'https://api.deepl.com/v2/translate';
const FREE = 'https://api-free.deepl.com/v2/translate';
const KEY = '279a2e9d-83b3-c416-7e2d-f721593e42a0';

/** DeepL's documented answer to POST /v2/translate with show_billed_characters. */
const answer = (texts: string[], billed?: number[]) => ({
  translations: texts.map((text, index) => ({ detected_source_language: 'EN', text, ...(billed ? { billed_characters: billed[index] } : {}) })),
});

const outbound: Request[] = [];
const server = mockProviders(http.post(PRO, () => HttpResponse.json(answer(['Ihre Bestellung wurde versandt.'], [23]))));
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request);
});
afterEach(() => {
  outbound.length = 0;
});

const withKey = (env: Env = {}): Env => ({ DEEPL_API_KEY: KEY, ...env });
const parse = (payload: unknown) => translationTranslate.payload.parse(payload);
const ONE = { text: ['Your order has shipped.'], target_lang: 'DE' };
const run = (payload: unknown, env: Env = {}) => executeLive(translationTranslate, parse(payload), withKey(env), 'sr_test');
/** 1,000,000 cents per 1M characters is a cent a character: the estimate and the cost can differ. */
const DEAR = { PROCTOR_TRANSLATION_CENTS_PER_1M_CHARACTERS: '1000000' };

describe('the live adapter: request and response', () => {
  it('POSTs api.deepl.com/v2/translate with the DeepL-Auth-Key header and the documented JSON body', async () => {
    let sent: Request | undefined;
    server.use(
      http.post(PRO, ({ request }) => {
        sent = request.clone();
        return HttpResponse.json(answer(['Ihre Bestellung wurde versandt.', 'Danke!'], [23, 7]));
      }),
    );
    const outcome = await run({ text: ['Your order has shipped.', 'Thanks!'], target_lang: 'DE', source_lang: 'EN', formality: 'more', context: 'A shop' });
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(await sent?.json()).toEqual({
      text: ['Your order has shipped.', 'Thanks!'],
      target_lang: 'DE',
      source_lang: 'EN',
      formality: 'more',
      context: 'A shop',
      show_billed_characters: true,
    });
    expect(outcome).toEqual({
      status: 'executed',
      result: {
        translations: [
          { text: 'Ihre Bestellung wurde versandt.', detected_source_language: 'EN' },
          { text: 'Danke!', detected_source_language: 'EN' },
        ],
        characters: 30,
      },
      costCents: 1,
    });
  });

  it('calls api-free.deepl.com with a free key (ending in ":fx")', async () => {
    const seen: string[] = [];
    server.use(
      http.post(FREE, ({ request }) => {
        seen.push(request.headers.get('authorization')!);
        return HttpResponse.json(answer(['Hallo']));
      }),
    );
    expect(await run({ text: ['Hello'], target_lang: 'de' }, { DEEPL_API_KEY: `${KEY}:fx` })).toMatchObject({ status: 'executed' });
    expect(seen).toEqual([`DeepL-Auth-Key ${KEY}:fx`]);
  });
});

describe('the live adapter: failures', () => {
  const answering = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.use(http.post(PRO, () => HttpResponse.json(body, { status, headers })));

  it("maps DeepL's error bodies: 403, 456 quota exceeded, 400, and 429 with its Retry-After", async () => {
    answering(403, { message: 'Wrong endpoint. Use https://api-free.deepl.com' });
    expect(await run(ONE)).toEqual({ status: 'failed', detail: 'DeepL answered HTTP 403: Wrong endpoint. Use https://api-free.deepl.com' });
    answering(456, { message: 'Quota exceeded' });
    expect(await run(ONE)).toEqual({ status: 'failed', detail: 'DeepL answered HTTP 456: Quota exceeded' });
    answering(400, { message: 'Value for \'target_lang\' not supported.', detail: 'XX' });
    expect(await run(ONE)).toEqual({ status: 'failed', detail: "DeepL answered HTTP 400: Value for 'target_lang' not supported.: XX" });
    answering(429, { message: 'Too many requests' }, { 'retry-after': '5' });
    expect(await run(ONE)).toEqual({ status: 'failed', detail: 'DeepL answered HTTP 429: Too many requests (retry after 5 s)' });
  });

  it('fails an answer with a translation count other than the texts', async () => {
    answering(200, answer([]));
    expect(await run(ONE)).toEqual({ status: 'failed', detail: 'DeepL answered 0 translation(s) for 1 text(s)' });
  });

  it('fails when DeepL does not answer within PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.post(PRO, neverAnswers));
    expect(await run(ONE, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without DEEPL_API_KEY, naming it, before any request', async () => {
    expect(await executeLive(translationTranslate, parse(ONE), {}, 'sr_test')).toEqual({
      status: 'failed',
      detail: 'translation.translate has no live provider configured: set DEEPL_API_KEY on the server',
    });
    expect(outbound).toEqual([]);
  });
});

describe('prices', () => {
  it('estimates every character of text, charges what DeepL bills, never above the estimate', async () => {
    const estimate = (payload: unknown) => translationTranslate.pricing.estimateCents(parse(payload), pricingContext(withKey(DEAR)));
    expect(await estimate({ text: ['héllo', 'abc'], target_lang: 'DE' })).toBe(8);
    expect(await translationTranslate.pricing.estimateCents(parse(ONE), pricingContext(withKey()))).toBe(1);
    server.use(http.post(PRO, () => HttpResponse.json(answer(['x'], [10]))));
    expect(await run({ text: ['x'.repeat(40)], target_lang: 'DE' }, DEAR)).toMatchObject({ status: 'executed', costCents: 10, result: { characters: 10 } });
    server.use(http.post(PRO, () => HttpResponse.json(answer(['x'], [500]))));
    expect(await run({ text: ['x'.repeat(40)], target_lang: 'DE' }, DEAR)).toMatchObject({ status: 'executed', costCents: 40 });
    server.use(http.post(PRO, () => HttpResponse.json(answer(['x']))));
    expect(await run({ text: ['x'.repeat(40)], target_lang: 'DE' }, DEAR)).toMatchObject({ status: 'executed', costCents: 40 });
  });
});

describe('the sandbox and the payload', () => {
  const sandbox = (payload: unknown) =>
    translationTranslate.sandbox(parse(payload), { signal: new AbortController().signal, serviceRequestId: 'sr_s', config: pricingContext().config });

  it('marks each text with the target language, for free; fails on its trigger', async () => {
    expect(await sandbox({ text: ['Hello', 'Bye'], target_lang: 'fr' })).toEqual({
      status: 'executed',
      costCents: 0,
      result: { translations: [{ text: '[FR] Hello', detected_source_language: 'EN' }, { text: '[FR] Bye', detected_source_language: 'EN' }], characters: 8 },
    });
    expect(await sandbox({ text: ['sandbox:fail'], target_lang: 'DE' })).toMatchObject({ status: 'failed' });
  });

  it('refuses no text, more than 50 texts, over 100,000 characters in all, a malformed language and unknown fields', () => {
    for (const payload of [
      { target_lang: 'DE' },
      { text: [], target_lang: 'DE' },
      { text: [''], target_lang: 'DE' },
      { text: Array.from({ length: 51 }, () => 'x'), target_lang: 'DE' },
      { text: ['x'.repeat(60_000), 'x'.repeat(40_001)], target_lang: 'DE' },
      { text: ['x'], target_lang: 'German' },
      { text: ['x'], target_lang: 'DE', formality: 'polite' },
      { text: ['x'], target_lang: 'DE', glossary: 'g' },
    ]) {
      expect(translationTranslate.payload.safeParse(payload).success, JSON.stringify(payload).slice(0, 60)).toBe(false);
    }
  });
});

describe('dispatch through the HTTP API with a live agent key', () => {
  const live = liveKeyApp(withKey(DEAR));
  const LONG = { text: ['x'.repeat(40)], target_lang: 'DE' };

  it('holds the estimate and debits the billed characters', async () => {
    server.use(http.post(PRO, () => HttpResponse.json(answer(['y'.repeat(40)], [30]))));
    const { body, balance } = await live.dispatch('translation.translate', LONG);
    expect(body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 30, result: { characters: 30 } });
    expect(balance).toMatchObject({ balance_cents: 470, held_cents: 0 });
  });

  it('fails with adapter_error on DeepL 456 and debits nothing', async () => {
    server.use(http.post(PRO, () => HttpResponse.json({ message: 'Quota exceeded' }, { status: 456 })));
    const { body, balance } = await live.dispatch('translation.translate', LONG);
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'DeepL answered HTTP 456: Quota exceeded' } });
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('queues for approval when the estimate exceeds the binding threshold, calling nothing', async () => {
    const { body } = await live.dispatch('translation.translate', LONG, { approval_threshold_cents: 10 });
    expect(body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold' });
    expect(outbound).toEqual([]);
  });

  it('runs test mode in the sandbox for free', async () => {
    const fixture = await agentWithBindings(live.app, { 'translation.translate': {} });
    const result = await dispatchAs(live.app, fixture.testKey, { operation: 'translation.translate', payload: ONE });
    expect(result.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { translations: [{ text: '[DE] Your order has shipped.' }] } });
    expect(outbound).toEqual([]);
  });
});
