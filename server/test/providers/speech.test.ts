import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { speechSynthesize } from '../../src/domain/catalog/operations/speech.js';
import { SPEECH_AUDIO_MAX_BYTES } from '../../src/domain/speech/bounds.js';
import { agentWithBindings, balanceOf } from '../support/dispatch.js';
import { answerAndRecord, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext, type Env } from '../support/providers.js';
import { parseWav, speak } from '../support/speech.js';

const OPENAI = 'https://api.openai.com/v1';
const KEY = 'sk-proj-test-speech';
const withKey = (env: Env = {}) => ({ OPENAI_API_KEY: KEY, ...env });

/** A WAV as OpenAI answers one: 24 kHz 16-bit mono PCM, here `seconds` of a 440 Hz tone. */
function toneWav(seconds: number): Buffer {
  const samples = Math.round(seconds * 24_000);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(24_000, 24);
  wav.writeUInt32LE(48_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)), 44 + i * 2);
  return wav;
}

const TONE = toneWav(1.5);
const wavAnswer = (bytes: Buffer = TONE, type = 'audio/wav') => new HttpResponse(bytes, { headers: { 'content-type': type, 'content-length': String(bytes.length) } });

const server = mockProviders();
const parse = (payload: unknown) => speechSynthesize.payload.parse(payload);
const run = (payload: unknown, env: Env = {}) => executeLive(speechSynthesize, parse(payload), withKey(env), 'sr_test');

describe('speech.synthesize, the live adapter: request and response', () => {
  it("POSTs OpenAI's documented body to /audio/speech with the key, and answers the WAV as base64 with its length", async () => {
    const seen = answerAndRecord(server, 'post', `${OPENAI}/audio/speech`, () => wavAnswer());
    const outcome = await run({ input: 'Your order has shipped.', voice: 'coral', speed: 1.25 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('accept')).toBe('audio/wav');
    expect(await seen[0]!.json()).toEqual({ model: 'tts-1', input: 'Your order has shipped.', voice: 'coral', response_format: 'wav', speed: 1.25 });
    expect(outcome).toEqual({
      status: 'executed',
      result: { audio_base64: TONE.toString('base64'), content_type: 'audio/wav', duration_seconds: 1.5, characters: 23, voice: 'coral', model: 'tts-1' },
      costCents: 1,
    });
  });

  it('leaves speed out when the payload does, and asks PROCTOR_SPEECH_MODEL', async () => {
    const seen = answerAndRecord(server, 'post', `${OPENAI}/audio/speech`, () => wavAnswer());
    await run({ input: 'Hello.', voice: 'alloy' }, { PROCTOR_SPEECH_MODEL: 'gpt-4o-mini-tts' });
    expect(await seen[0]!.json()).toEqual({ model: 'gpt-4o-mini-tts', input: 'Hello.', voice: 'alloy', response_format: 'wav' });
  });

  it('takes a compatible server at OPENAI_BASE_URL answering application/octet-stream', async () => {
    server.use(http.post('https://speech.example.test/v1/audio/speech', () => wavAnswer(TONE, 'application/octet-stream')));
    expect(await run({ input: 'Hello.', voice: 'alloy' }, { OPENAI_BASE_URL: 'https://speech.example.test/v1' })).toMatchObject({ status: 'executed' });
  });

  it("fails with OpenAI's own error message", async () => {
    server.use(
      http.post(`${OPENAI}/audio/speech`, () =>
        HttpResponse.json({ error: { message: "Invalid value for 'voice': 'robot'.", type: 'invalid_request_error', param: 'voice', code: null } }, { status: 400 }),
      ),
    );
    expect(await run({ input: 'Hello.', voice: 'robot' })).toEqual({ status: 'failed', detail: "OpenAI answered HTTP 400: Invalid value for 'voice': 'robot'." });
  });

  it('fails on audio that is not WAV, or not RIFF/WAVE whatever its content type says', async () => {
    server.use(http.post(`${OPENAI}/audio/speech`, () => wavAnswer(Buffer.from('ID3 mp3 frames'), 'audio/mpeg')));
    expect(await run({ input: 'Hello.', voice: 'alloy' })).toEqual({ status: 'failed', detail: 'OpenAI answered audio/mpeg, not audio/wav' });
    server.use(http.post(`${OPENAI}/audio/speech`, () => wavAnswer(Buffer.from('not a wav at all'))));
    expect(await run({ input: 'Hello.', voice: 'alloy' })).toEqual({ status: 'failed', detail: 'OpenAI answered audio that is not a RIFF/WAVE file' });
  });

  it(`fails on audio larger than ${SPEECH_AUDIO_MAX_BYTES} bytes, the most a result holds`, async () => {
    server.use(http.post(`${OPENAI}/audio/speech`, () => new HttpResponse(Buffer.concat([TONE, Buffer.alloc(SPEECH_AUDIO_MAX_BYTES)]), { headers: { 'content-type': 'audio/wav' } })));
    expect(await run({ input: 'Hello.', voice: 'alloy' })).toEqual({ status: 'failed', detail: `OpenAI answered more than ${SPEECH_AUDIO_MAX_BYTES} bytes, the most accepted` });
  });

  it('fails when the provider does not answer in time', async () => {
    server.use(http.post(`${OPENAI}/audio/speech`, neverAnswers));
    expect(await run({ input: 'Hello.', voice: 'alloy' }, { PROCTOR_PROVIDER_TIMEOUT_MS: '150' })).toEqual({ status: 'failed', detail: 'The provider did not answer within 150 ms' });
  });

  it('fails without OPENAI_API_KEY, naming it', async () => {
    expect(await executeLive(speechSynthesize, parse({ input: 'Hello.', voice: 'alloy' }), {}, 'sr_test')).toEqual({
      status: 'failed',
      detail: 'speech.synthesize has no live provider configured: set OPENAI_API_KEY on the server',
    });
  });
});

describe('speech.synthesize: the price', () => {
  const estimate = (input: string, env: Env = {}) => speechSynthesize.pricing.estimateCents(parse({ input, voice: 'alloy' }), pricingContext(withKey(env)));

  it('is PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS per character, rounded up, at least 1 cent; characters are code points', async () => {
    expect(await estimate('x'.repeat(1000))).toBe(2); // 1,000 × 1,500 / 1M = 1.5 → 2
    expect(await estimate('x')).toBe(1);
    expect(await estimate('x'.repeat(100), { PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS: '30000' })).toBe(3);
    // 🎉 is two UTF-16 units and one character.
    expect(await estimate('🎉'.repeat(100), { PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS: '30000' })).toBe(3);
  });
});

describe('POST /api/v1/tts with a live key: dispatched, debited and answered', () => {
  const live = liveKeyApp(withKey({ PROCTOR_SPEECH_CENTS_PER_1M_CHARACTERS: '30000' }));

  it("answers the provider's WAV as it came and debits the price of the text", async () => {
    const seen = answerAndRecord(server, 'post', `${OPENAI}/audio/speech`, () => wavAnswer());
    const fixture = await agentWithBindings(live.app, { 'speech.synthesize': {} });
    const before = await balanceOf(live.app, fixture);
    const text = 'y'.repeat(100);
    const answer = await speak(live.app, { bearer: fixture.liveKey }, { text, voice: 'alloy', rate: 0.5 });
    expect(answer.status, answer.text()).toBe(200);
    expect(Buffer.from(answer.bytes).equals(TONE)).toBe(true);
    expect(parseWav(answer.bytes)).toEqual({ channels: 1, sampleRate: 24_000, bitsPerSample: 16, durationSeconds: 1.5 });
    expect(await seen[0]!.json()).toEqual({ model: 'tts-1', input: text, voice: 'alloy', response_format: 'wav', speed: 0.5 });
    const request = await live.app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: answer.headers.get('x-service-request-id')! } });
    expect(request).toMatchObject({ status: 'executed', mode: 'live', costCents: 3n });
    expect((await balanceOf(live.app, fixture)).balance_cents).toBe(before.balance_cents - 3);
  });
});
