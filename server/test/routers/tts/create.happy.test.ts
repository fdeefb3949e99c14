import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { expectPlausibleDuration, parseWav, speak } from '../../support/speech.js';

const app = useTestApp();

const SENTENCE = 'The quick brown fox jumps over the lazy dog, and then it runs far away into the forest.';
const WORDS = SENTENCE.split(' ').length;

describe('POST /api/v1/tts with the local synthesizer', () => {
  const fixture = useAgentWithBindings(app, {});

  it('answers a WAV file of the text, 22,050 Hz 16-bit mono, as long as the text takes to say, not to be cached', async () => {
    const answer = await speak(app, { bearer: fixture.token }, { text: SENTENCE, voice: 'en-us' });
    expect(answer.status, answer.text()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/wav');
    expect(answer.headers.get('content-length')).toBe(String(answer.bytes.byteLength));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="speech.wav"; filename*=UTF-8''speech.wav`);
    expect(answer.headers.get('x-service-request-id')).toBeNull();
    const wav = parseWav(answer.bytes);
    expect(wav).toMatchObject({ channels: 1, sampleRate: 22_050, bitsPerSample: 16 });
    expectPlausibleDuration(wav.durationSeconds, WORDS, 175);
  });

  it('speaks to a cookie session and an agent key alike, and for free: no service request', async () => {
    for (const as of [{ cookie: fixture.owner.cookie }, { bearer: fixture.liveKey }]) {
      const answer = await speak(app, as, { text: 'Hello there.' });
      expect(answer.status, answer.text()).toBe(200);
      expect(parseWav(answer.bytes).durationSeconds).toBeGreaterThan(0.3);
    }
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('speaks faster at a higher rate (eSpeak -s 175 × rate) and keeps the length at another pitch', async () => {
    const normal = parseWav((await speak(app, { bearer: fixture.token }, { text: SENTENCE, voice: 'en-us' })).bytes).durationSeconds;
    const fast = parseWav((await speak(app, { bearer: fixture.token }, { text: SENTENCE, voice: 'en-us', rate: 2 })).bytes).durationSeconds;
    const high = await speak(app, { bearer: fixture.token }, { text: SENTENCE, voice: 'en-us', pitch: 20 });
    expectPlausibleDuration(fast, WORDS, 350);
    expect(fast).toBeLessThan(normal * 0.7);
    expect(parseWav(high.bytes).durationSeconds).toBeCloseTo(normal, 0);
  });

  it('picks the voice of `language` when no voice is named (its own, else its language\'s first), the same speech as naming it', async () => {
    const byLanguage = await speak(app, { bearer: fixture.token }, { text: 'Bom dia a todos.', language: 'pt-BR' });
    const byVoice = await speak(app, { bearer: fixture.token }, { text: 'Bom dia a todos.', voice: 'pt-br' });
    const english = await speak(app, { bearer: fixture.token }, { text: 'Bom dia a todos.' });
    expect(byLanguage.status).toBe(200);
    expect(Buffer.from(byLanguage.bytes).equals(Buffer.from(byVoice.bytes))).toBe(true);
    expect(Buffer.from(english.bytes).equals(Buffer.from(byVoice.bytes))).toBe(false);
    // en-AU has no voice, nor has plain en: English's first voice speaks it.
    const australian = await speak(app, { bearer: fixture.token }, { text: 'Good day.', language: 'en-AU' });
    const first = await speak(app, { bearer: fixture.token }, { text: 'Good day.', voice: 'en-029' });
    expect(australian.status).toBe(200);
    expect(Buffer.from(australian.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("takes an agent key's voice_config as its defaults, and the request's own fields over them", async () => {
    const slowAgent = await agentWithBindings(app, {}, { voice_config: { rate: 0.5, pitch: -10, language: 'pt-BR' } });
    const defaults = await speak(app, { bearer: slowAgent.liveKey }, { text: 'Bom dia a todos.' });
    const asConfigured = await speak(app, { bearer: fixture.token }, { text: 'Bom dia a todos.', voice: 'pt-br', rate: 0.5, pitch: -10 });
    expect(Buffer.from(defaults.bytes).equals(Buffer.from(asConfigured.bytes))).toBe(true);
    const overridden = await speak(app, { bearer: slowAgent.liveKey }, { text: 'Bom dia a todos.', voice: 'en-us', rate: 1, pitch: 0 });
    const plain = await speak(app, { bearer: fixture.token }, { text: 'Bom dia a todos.', voice: 'en-us' });
    expect(Buffer.from(overridden.bytes).equals(Buffer.from(plain.bytes))).toBe(true);
  });
});

describe('POST /api/v1/tts with the live synthesizer (test key: the sandbox)', () => {
  const fixture = useAgentWithBindings(app, { 'speech.synthesize': {} });

  it('dispatches speech.synthesize as the agent and answers its WAV, naming the service request', async () => {
    const answer = await speak(app, { bearer: fixture.testKey }, { text: 'Your order has shipped today.', voice: 'alloy', provider: 'live' });
    expect(answer.status, answer.text()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/wav');
    const id = answer.headers.get('x-service-request-id')!;
    expect(id).toMatch(/^sr_/);
    // The sandbox speaks 15 characters a second in silence, at 8 kHz.
    const wav = parseWav(answer.bytes);
    expect(wav).toMatchObject({ channels: 1, sampleRate: 8_000, bitsPerSample: 16 });
    expect(wav.durationSeconds).toBeCloseTo(29 / 15, 1);
    const request = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: fixture.testKey } });
    expect(request.body).toMatchObject({ operation: 'speech.synthesize', status: 'executed', cost_cents: 0 });
    expect(Buffer.from((request.body.result as { audio_base64: string }).audio_base64, 'base64').equals(Buffer.from(answer.bytes))).toBe(true);
  });

  it("reads a voice only the live provider has as `provider: \"live\"`, and the agent's rate as its speed", async () => {
    const rated = await agentWithBindings(app, { 'speech.synthesize': {} }, { voice_config: { rate: 2 } });
    const answer = await speak(app, { bearer: rated.testKey }, { text: 'Your order has shipped today.', voice: 'nova' });
    expect(answer.status, answer.text()).toBe(200);
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: answer.headers.get('x-service-request-id')! } });
    expect(request.payload).toEqual({ input: 'Your order has shipped today.', voice: 'nova', speed: 2 });
    expect(parseWav(answer.bytes).durationSeconds).toBeCloseTo(29 / 15 / 2, 1);
  });

  it('answers a repeated Idempotency-Key with the same request, never a second one', async () => {
    const key = randomUUID();
    const body = { text: 'Once only.', voice: 'alloy', provider: 'live' };
    const first = await speak(app, { bearer: fixture.testKey }, body, { 'idempotency-key': key });
    const second = await speak(app, { bearer: fixture.testKey }, body, { 'idempotency-key': key });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-service-request-id')).toBe(first.headers.get('x-service-request-id'));
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId, idempotencyKey: `tts:${key}` } })).toBe(1);
  });
});
