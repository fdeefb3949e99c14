import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { audioTranscribe } from '../../src/domain/catalog/operations/audio.js';
import { claimDue, createPoller, POLL_CONCURRENCY } from '../../src/domain/dispatch/poller.js';
import { createLogger } from '../../src/logger.js';
import { ProviderFailure } from '../../src/providers/failure.js';
import { languageTagOf } from '../../src/providers/whisper-languages.js';
import { runBackgroundWork } from '../support/background.js';
import { agentWithBindings, balanceOf, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { adapterContexts, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const OPENAI_URL = 'https://api.openai.com/v1/audio/transcriptions';
const SETTINGS = { OPENAI_API_KEY: 'sk-test-transcription', PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' };
const logger = createLogger('silent');

/** Deterministic bytes standing in for an encoded recording. */
const bytesOf = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + seed) % 256));
const SHORT = bytesOf(4_096, 1);
/** Over the inline limit (1 MiB), under OpenAI's 25 MB. */
const LONG = bytesOf(1_500_000, 2);

/** The recordings, served for real on loopback: the download goes through the SSRF-guarded client, not msw. */
let recordings: Server;
let recordingsUrl: string;
const downloads: string[] = [];
beforeAll(async () => {
  recordings = createServer((request, response) => {
    downloads.push(request.url ?? '');
    const send = (status: number, body: Buffer | string, headers: Record<string, string> = {}) => response.writeHead(status, headers).end(body);
    switch (request.url) {
      case '/talks/short.mp3':
        return send(200, SHORT, { 'content-type': 'audio/mpeg' });
      case '/talks/long.mp3':
        return send(200, LONG, { 'content-type': 'audio/mpeg' });
      case '/talks/huge.mp3':
        return send(200, Buffer.alloc(25 * 1024 * 1024 + 1), { 'content-type': 'audio/mpeg' });
      case '/download?id=7':
        return send(200, SHORT, { 'content-type': 'audio/wav; codecs=1' });
      case '/share/abc':
        return send(302, '', { location: '/talks/short.mp3' });
      default:
        return send(404, 'not found', { 'content-type': 'text/plain' });
    }
  });
  await new Promise<void>((resolve) => recordings.listen(0, '127.0.0.1', resolve));
  recordingsUrl = `http://127.0.0.1:${(recordings.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => recordings.close(() => resolve())));
beforeEach(() => {
  downloads.length = 0;
});

// Loopback requests (the recordings and the app itself) go through; only the provider is mocked.
const server = mockProviders();

interface SeenUpload {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer };
}

/** OpenAI's verbose_json answer as documented. */
const verboseJson = (overrides: Record<string, unknown> = {}) => ({
  task: 'transcribe',
  language: 'english',
  duration: 8.47,
  text: 'The stand-up starts at nine.',
  segments: [
    { id: 0, seek: 0, start: 0, end: 8.47, text: ' The stand-up starts at nine.', tokens: [50364, 440], temperature: 0, avg_logprob: -0.28, compression_ratio: 0.9, no_speech_prob: 0.01 },
  ],
  ...overrides,
});

/** Answers POST {url} with `response` and keeps every upload it saw, its multipart fields parsed. */
function openAIAnswers(response: () => Response | Promise<Response>, url = OPENAI_URL): SeenUpload[] {
  const seen: SeenUpload[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      let file: SeenUpload['file'] | undefined;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        fields,
        file: file!,
      });
      return response();
    }),
  );
  return seen;
}

const openAIError = (status: number, message: string, type: string, code: string | null = null) =>
  HttpResponse.json({ error: { message, type, param: null, code } }, { status });

const contextWith = adapterContexts('sr_transcription_1', SETTINGS);

const transcribe = (payload: unknown, context = contextWith()) => audioTranscribe.live!(audioTranscribe.payload.parse(payload), context);
const checkLater = (payload: unknown, context = contextWith()) =>
  audioTranscribe.check!.live!({ externalId: 'transcription_sr_transcription_1', payload: audioTranscribe.payload.parse(payload) }, context);

describe('audio.transcribe payload, pricing and sandbox', () => {
  it('refuses a URL that is not http(s) and a language that is not BCP 47', () => {
    expect(audioTranscribe.payload.safeParse({ audio_url: 'ftp://example.com/a.mp3' }).success).toBe(false);
    const language = audioTranscribe.payload.safeParse({ audio_url: 'https://example.com/a.mp3', language: 'Portuguese' });
    expect(language.success).toBe(false);
    expect(language.error?.issues[0]?.message).toBe('must be a BCP 47 language tag such as "en" or "pt-BR"');
    expect(audioTranscribe.payload.safeParse({ audio_url: 'https://example.com/a.mp3', extra: 1 }).success).toBe(false);
  });

  it('costs 10 cents a request in both modes, whatever the recording', async () => {
    const payload = audioTranscribe.payload.parse({ audio_url: 'https://example.com/a.mp3' });
    expect(await audioTranscribe.pricing.estimateCents(payload, pricingContext({}, 'live'))).toBe(10);
    expect(await audioTranscribe.pricing.estimateCents(payload, pricingContext({}, 'test'))).toBe(10);
    expect(audioTranscribe.pricing).toMatchObject({ unit: 'request', costCents: 10 });
  });

  it('fails on its trigger host in the sandbox, and its check completes what it left running', async () => {
    const [trigger] = audioTranscribe.sandboxFailures;
    expect(await audioTranscribe.sandbox(trigger!.payload, contextWith())).toMatchObject({ status: 'failed' });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) => audioTranscribe.sandbox({ audio_url: `https://example.com/r${index}.mp3` }, contextWith())),
    );
    expect(outcomes.some((outcome) => outcome.status === 'running')).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 'executed')).toBe(true);
    const checked = await audioTranscribe.check!.sandbox({ externalId: 'sbx_job_1', payload: { audio_url: 'https://example.com/r1.mp3' } }, contextWith());
    expect(checked).toMatchObject({ status: 'executed', costCents: 0, result: { text: 'Sandbox transcript of r1.mp3.', language: 'en' } });
  });
});

describe('audio.transcribe live (OpenAI transcriptions)', () => {
  it('uploads the downloaded recording as multipart/form-data with the documented fields', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson({ language: 'portuguese', text: 'Bom dia.' })));
    const outcome = await transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3`, language: 'pt-BR' });
    expect(outcome).toEqual({ status: 'executed', costCents: 10, result: { text: 'Bom dia.', language: 'pt-BR', duration_seconds: 8.47 } });
    expect(downloads).toEqual(['/talks/short.mp3']);
    expect(seen).toHaveLength(1);
    const [upload] = seen;
    expect(upload!.method).toBe('POST');
    expect(upload!.url).toBe(OPENAI_URL);
    expect(upload!.authorization).toBe('Bearer sk-test-transcription');
    expect(upload!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.fields).toEqual({ model: 'whisper-1', language: 'pt', response_format: 'verbose_json' });
    expect(upload!.file.name).toBe('short.mp3');
    expect(upload!.file.type).toBe('audio/mpeg');
    expect(upload!.file.bytes.equals(SHORT)).toBe(true);
  });

  it('sends no language when none is given and answers the detected one as a BCP 47 tag', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson()));
    const outcome = await transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` });
    expect(outcome).toMatchObject({ status: 'executed', result: { text: 'The stand-up starts at nine.', language: 'en', duration_seconds: 8.47 } });
    expect(seen[0]!.fields).toEqual({ model: 'whisper-1', response_format: 'verbose_json' });
  });

  it('maps the language names Whisper answers (and codes other servers answer) to BCP 47', () => {
    expect(languageTagOf('english')).toBe('en');
    expect(languageTagOf('Haitian Creole')).toBe('ht');
    expect(languageTagOf('cantonese')).toBe('yue');
    expect(languageTagOf('javanese')).toBe('jv');
    expect(languageTagOf('jw')).toBe('jv');
    expect(languageTagOf('de')).toBe('de');
    expect(languageTagOf('klingon')).toBe('und');
  });

  it('uses PROCTOR_TRANSCRIPTION_MODEL and any OpenAI-compatible server at OPENAI_BASE_URL, named in its failures', async () => {
    const base = 'http://whisper.internal:8000/v1';
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson({ language: 'en' })), `${base}/audio/transcriptions`);
    const env = { ...SETTINGS, OPENAI_BASE_URL: `${base}/`, PROCTOR_TRANSCRIPTION_MODEL: 'Systran/faster-whisper-small' };
    expect(await transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` }, contextWith(env))).toMatchObject({ status: 'executed', result: { language: 'en' } });
    expect(seen[0]!.fields.model).toBe('Systran/faster-whisper-small');
    server.use(http.post(`${base}/audio/transcriptions`, () => openAIError(500, 'model not loaded', 'server_error')));
    await expect(transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` }, contextWith(env))).rejects.toThrow(
      `${base} answered HTTP 500: model not loaded`,
    );
  });

  it('names the file after the Content-Type when the URL has no extension, and after the final URL of a redirect', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson()));
    await transcribe({ audio_url: `${recordingsUrl}/download?id=7` });
    await transcribe({ audio_url: `${recordingsUrl}/share/abc` });
    expect(seen.map((upload) => upload.file.name)).toEqual(['download.wav', 'short.mp3']);
    expect(downloads).toEqual(['/download?id=7', '/share/abc', '/talks/short.mp3']);
  });

  it.each([
    [400, 'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm', 'invalid_request_error', null, ''],
    [401, 'Incorrect API key provided: sk-test-*****tion.', 'invalid_request_error', 'invalid_api_key', ''],
    [413, 'Maximum content size limit (26214400) exceeded (26214543 bytes read)', 'server_error', null, ''],
    [429, 'Rate limit reached for whisper-1 in organization org-x on requests per min (RPM): Limit 50.', 'requests', 'rate_limit_exceeded', ' (retry after 20 s)'],
    [500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null, ''],
    [503, 'The engine is currently overloaded, please try again later', 'server_error', null, ''],
  ])('maps HTTP %i to a failure carrying OpenAI\'s message', async (status, message, type, code, suffix) => {
    openAIAnswers(() => {
      const response = openAIError(status, message, type, code);
      if (status === 429) response.headers.set('retry-after', '20');
      return response;
    });
    await expect(transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` })).rejects.toThrow(
      new ProviderFailure(`OpenAI answered HTTP ${status}: ${message}${suffix}`),
    );
  });

  it('fails on an answer without the verbose_json fields (a model that ignores response_format)', async () => {
    openAIAnswers(() => HttpResponse.json({ text: 'hello' }));
    await expect(transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` })).rejects.toThrow(/^OpenAI answered in an unexpected shape \(language: /);
  });

  it('ends failed when OpenAI does not answer within the provider deadline', async () => {
    openAIAnswers(neverAnswers);
    const payload = audioTranscribe.payload.parse({ audio_url: `${recordingsUrl}/talks/short.mp3` });
    const outcome = await executeLive(audioTranscribe, payload, { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '300' }, 'sr_timeout');
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 300 ms' });
  });

  it('names OPENAI_API_KEY when it is missing, before downloading anything', async () => {
    const unconfigured = { PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' };
    const payload = audioTranscribe.payload.parse({ audio_url: `${recordingsUrl}/talks/short.mp3` });
    expect(await executeLive(audioTranscribe, payload, unconfigured, 'sr_unconfigured')).toEqual({
      status: 'failed',
      detail: 'audio.transcribe has no live provider configured: set OPENAI_API_KEY on the server',
    });
    await expect(checkLater({ audio_url: `${recordingsUrl}/talks/long.mp3` }, contextWith(unconfigured))).rejects.toThrow(/OPENAI_API_KEY/);
    expect(downloads).toEqual([]);
  });

  it('fails when the recording cannot be downloaded: a non-2xx answer, or an address the outbound policy refuses', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson()));
    await expect(transcribe({ audio_url: `${recordingsUrl}/talks/gone.mp3` })).rejects.toThrow(
      new ProviderFailure('The recording could not be downloaded: audio_url answered HTTP 404'),
    );
    const guarded = contextWith({ OPENAI_API_KEY: SETTINGS.OPENAI_API_KEY });
    await expect(transcribe({ audio_url: `${recordingsUrl}/talks/short.mp3` }, guarded)).rejects.toThrow(/^The recording could not be downloaded: .*loopback/);
    expect(downloads).toEqual(['/talks/gone.mp3']);
    expect(seen).toEqual([]);
  });

  it('answers running for a recording over the inline limit, which its check then transcribes', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson({ duration: 93.2 })));
    const payload = { audio_url: `${recordingsUrl}/talks/long.mp3`, language: 'en-GB' };
    expect(await transcribe(payload)).toEqual({ status: 'running', externalId: 'transcription_sr_transcription_1' });
    expect(seen).toEqual([]);
    const checked = await checkLater(payload);
    expect(checked).toEqual({ status: 'executed', costCents: 10, result: { text: 'The stand-up starts at nine.', language: 'en-GB', duration_seconds: 93.2 } });
    expect(seen[0]!.file.bytes.equals(LONG)).toBe(true);
    expect(seen[0]!.fields.language).toBe('en');
  });

  it('fails the check of a recording over 25 MB without uploading it', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson()));
    await expect(checkLater({ audio_url: `${recordingsUrl}/talks/huge.mp3` })).rejects.toThrow(
      'The recording is larger than 26214400 bytes (25 MB), the most the transcription provider accepts',
    );
    expect(seen).toEqual([]);
  });
});

describe('audio.transcribe end to end with a live agent key', () => {
  const live = liveKeyApp(SETTINGS);
  let fixture: DispatchFixture;
  beforeEach(async () => {
    fixture = await agentWithBindings(live.app, { 'audio.transcribe': {} });
  });

  const dispatch = (file: string) => dispatchAs(live.app, fixture.liveKey, { operation: 'audio.transcribe', payload: { audio_url: `${recordingsUrl}/talks/${file}` } });
  const stored = (id: string) => live.app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } });
  /** Runs the server's background work (every `instances` of it at once) until none of `ids` is running. */
  const pollUntilSettled = async (ids: string[], config = live.app.config, instances = 1) => {
    const stops = Array.from({ length: instances }, () => runBackgroundWork(live.app.db, config));
    try {
      await expect
        .poll(() => live.app.db.prisma.serviceRequest.count({ where: { id: { in: ids }, status: 'running' } }), { timeout: 5_000, interval: 20 })
        .toBe(0);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  };
  /** Whether any running request is due for a check: none once the poller settled them. */
  const due = () => claimDue(live.app.db.prisma, live.app.config, new Date(), 10);

  it('transcribes a short recording at once, debiting 10 cents', async () => {
    openAIAnswers(() => HttpResponse.json(verboseJson()));
    const result = await dispatch('short.mp3');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 10, result: { text: 'The stand-up starts at nine.', language: 'en', duration_seconds: 8.47 } });
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 490, held_cents: 0 });
  });

  it('fails with adapter_error and OpenAI\'s detail, debiting nothing', async () => {
    openAIAnswers(() => openAIError(401, 'Incorrect API key provided: sk-test-*****tion.', 'invalid_request_error', 'invalid_api_key'));
    const result = await dispatch('short.mp3');
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect((result.body.result as { detail: string }).detail).toBe('OpenAI answered HTTP 401: Incorrect API key provided: sk-test-*****tion.');
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('answers 202 running for a long recording, holding 10 cents until the poller settles it executed', async () => {
    const seen = openAIAnswers(() => HttpResponse.json(verboseJson({ duration: 93.2 })));
    const result = await dispatch('long.mp3');
    expect(result.status).toBe(202);
    expect(result.body).toMatchObject({ status: 'running', cost_cents: 0 });
    expect(await balanceOf(live.app, fixture)).toMatchObject({ held_cents: 10 });
    expect(seen).toEqual([]);

    await pollUntilSettled([result.body.id]);
    const settled = await stored(result.body.id);
    expect(settled).toMatchObject({ status: 'executed', costCents: 10n, holdCents: 0n, result: { duration_seconds: 93.2, language: 'en' } });
    expect(seen).toHaveLength(1);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 490, held_cents: 0 });
    expect(await due()).toEqual([]);
  });

  it('ends a running request failed, releasing its hold, when its check fails, and never checks it again', async () => {
    const seen = openAIAnswers(() => openAIError(500, 'The server had an error while processing your request.', 'server_error'));
    const result = await dispatch('long.mp3');
    expect(result.status).toBe(202);
    await pollUntilSettled([result.body.id]);
    expect(await stored(result.body.id)).toMatchObject({
      status: 'failed',
      reasonCode: 'adapter_error',
      costCents: 0n,
      holdCents: 0n,
      result: { detail: 'OpenAI answered HTTP 500: The server had an error while processing your request.' },
    });
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    expect(await due()).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('ends a running request failed when its check outlasts PROCTOR_TRANSCRIPTION_TIMEOUT_MS', async () => {
    openAIAnswers(neverAnswers);
    const result = await dispatch('long.mp3');
    const config: Config = { ...live.app.config, PROCTOR_TRANSCRIPTION_TIMEOUT_MS: 300 };
    await pollUntilSettled([result.body.id], config);
    expect(await stored(result.body.id)).toMatchObject({ status: 'failed', holdCents: 0n, result: { detail: 'The provider did not answer within 300 ms' } });
  });

  it('checks a running request once when several server instances poll', async () => {
    const seen = openAIAnswers(async () => {
      await delay(200);
      return HttpResponse.json(verboseJson());
    });
    const result = await dispatch('long.mp3');
    await pollUntilSettled([result.body.id], live.app.config, 2);
    expect(seen).toHaveLength(1);
    expect(await stored(result.body.id)).toMatchObject({ status: 'executed', costCents: 10n });
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 490, held_cents: 0 });

    // Many pollers reading the same due requests at once: each request is still claimed, and checked, once.
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) ids.push((await dispatch('long.mp3')).body.id);
    await pollUntilSettled(ids, live.app.config, 8);
    expect(seen).toHaveLength(5);
  });

  it('checks every due request, never more at once than its concurrency', async () => {
    let current = 0;
    let most = 0;
    let full = false;
    const seen = openAIAnswers(async () => {
      current += 1;
      most = Math.max(most, current);
      if (current === POLL_CONCURRENCY) full = true;
      // Each answer waits until as many checks are under way as the poller may run (or 5 s have
      // passed), so that the most at once is measured at its fullest however slow the machine is.
      const until = Date.now() + 5_000;
      while (!full && Date.now() < until) await delay(10);
      current -= 1;
      return HttpResponse.json(verboseJson());
    });
    const ids: string[] = [];
    for (let index = 0; index < POLL_CONCURRENCY + 2; index += 1) ids.push((await dispatch('long.mp3')).body.id);
    await pollUntilSettled(ids);
    expect(seen).toHaveLength(POLL_CONCURRENCY + 2);
    expect(most).toBe(POLL_CONCURRENCY);
    expect(await balanceOf(live.app, fixture)).toMatchObject({ balance_cents: 500 - 10 * (POLL_CONCURRENCY + 2), held_cents: 0 });
  });

  it('leases a claimed request past its check deadline: nobody claims it until the lease passes', async () => {
    const result = await dispatch('long.mp3');
    const before = Date.now();
    const [claimed] = await claimDue(live.app.db.prisma, live.app.config, new Date(), 10);
    expect(claimed!.id).toBe(result.body.id);
    // The check may take PROCTOR_TRANSCRIPTION_TIMEOUT_MS (10 minutes by default), plus time to settle.
    expect(claimed!.updatedAt.getTime()).toBeGreaterThanOrEqual(before + 600_000);
    expect(await claimDue(live.app.db.prisma, live.app.config, new Date(), 10)).toEqual([]);
    // As if the instance holding the claim had died and the lease had run out.
    await live.app.db.prisma.serviceRequest.update({ where: { id: result.body.id }, data: { updatedAt: new Date(Date.now() - 1_000) } });
    expect((await claimDue(live.app.db.prisma, live.app.config, new Date(), 10)).map((request) => request.id)).toEqual([result.body.id]);
    await live.app.db.prisma.serviceRequest.update({ where: { id: result.body.id }, data: { status: 'failed', holdCents: 0n } });
  });

  it('starts checks without waiting for them, at most its concurrency, and hands them back when stopped', async () => {
    let uploads = 0;
    openAIAnswers(async () => {
      uploads += 1;
      await delay('infinite');
      return HttpResponse.json(verboseJson());
    });
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push((await dispatch('long.mp3')).body.id);
    const poller = createPoller(live.app.db.prisma, logger, live.app.config, 0, 2);
    expect(await poller.tick()).toBe(2);
    expect(await poller.tick()).toBe(0);
    await expect.poll(() => uploads).toBe(2);
    await poller.stop();
    const requests = await live.app.db.prisma.serviceRequest.findMany({ where: { id: { in: ids } } });
    expect(requests.map((request) => request.status)).toEqual(['running', 'running', 'running']);
    // Handed back: due again at once, not at the end of a lease.
    expect(requests.every((request) => request.updatedAt.getTime() <= Date.now())).toBe(true);
    expect((await claimDue(live.app.db.prisma, live.app.config, new Date(), 10)).map((request) => request.id).sort()).toEqual([...ids].sort());
    expect(await poller.tick()).toBe(0);
  });
});
