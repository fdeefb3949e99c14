import { describe, expect, it } from 'vitest';
import { SANDBOX_FAIL_TEXT } from '../../../src/domain/catalog/sandbox.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { parseWav, speak } from '../../support/speech.js';

const app = useTestApp();

type Envelope = { error: { code: string; message: string; details?: { path: string; message: string; code?: string }[] } };
const envelope = (answer: { text(): string }) => JSON.parse(answer.text()) as Envelope;

describe('POST /api/v1/tts refuses', () => {
  const fixture = useAgentWithBindings(app, { 'speech.synthesize': {} });

  it.each([
    [{}, 'text'],
    [{ text: '' }, 'text'],
    [{ text: 'x'.repeat(1001) }, 'text'],
    [{ text: 'Hi', rate: 10.5 }, 'rate'],
    [{ text: 'Hi', rate: 0 }, 'rate'],
    [{ text: 'Hi', pitch: 21 }, 'pitch'],
    [{ text: 'Hi', language: 'english' }, 'language'],
    [{ text: 'Hi', provider: 'cloud' }, 'provider'],
    [{ text: 'Hi', volume: 3 }, ''],
    [{ text: 'Hi', voice: 'klingon' }, 'voice'],
    [{ text: 'Hi', language: 'tlh' }, 'language'],
    [{ text: 'Hi', voice: 'en-us', provider: 'live' }, 'voice'],
  ])('%j: 400 naming %s, and nothing is dispatched', async (body, field) => {
    const answer = await speak(app, { bearer: fixture.testKey }, body);
    expect(answer.status, answer.text()).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const { error } = envelope(answer);
    expect(error.code).toBe('invalid_request');
    if (field) expect(error.details?.map((detail) => detail.path)).toContain(field);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('a body that is not JSON: 415', async () => {
    const response = await app.request('/api/v1/tts', { method: 'POST', headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'text/plain' }, body: 'Hello' });
    expect(response.status).toBe(415);
  });

  it('a malformed Idempotency-Key: 400', async () => {
    const answer = await speak(app, { bearer: fixture.testKey }, { text: 'Hi', voice: 'alloy' }, { 'idempotency-key': 'a b' });
    expect(answer.status, answer.text()).toBe(400);
  });
});

describe('POST /api/v1/tts with the live synthesizer refuses', () => {
  it('a person: 403, the live synthesizer is for agent keys', async () => {
    const fixture = await agentWithBindings(app, { 'speech.synthesize': {} });
    for (const as of [{ bearer: fixture.token }, { cookie: fixture.owner.cookie }]) {
      const answer = await speak(app, as, { text: 'Hello', voice: 'alloy' });
      expect(answer.status, answer.text()).toBe(403);
      expect(envelope(answer).error.message).toMatch(/agent keys.*speech\.synthesize/);
    }
  });

  it('an agent not bound to speech.synthesize: 403 naming the blocked service request and its reason', async () => {
    const fixture = await agentWithBindings(app, {});
    const answer = await speak(app, { bearer: fixture.testKey }, { text: 'Hello', voice: 'alloy' });
    expect(answer.status, answer.text()).toBe(403);
    const { error } = envelope(answer);
    const request = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId } });
    expect(request).toMatchObject({ operation: 'speech.synthesize', status: 'blocked' });
    expect(error.message).toContain(`service request ${request.id}`);
    expect(error.details).toEqual([{ path: 'service_request_id', message: request.id, code: request.reasonCode }]);
  });

  it('a request that needs approval: 409 naming the service request and its approval; approved, the request holds the audio', async () => {
    const fixture = await agentWithBindings(app, { 'speech.synthesize': { approval_threshold_cents: 0 } });
    const answer = await speak(app, { bearer: fixture.testKey }, { text: 'Hello', voice: 'alloy' });
    expect(answer.status, answer.text()).toBe(409);
    const request = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId }, include: { approval: true } });
    expect(request.status).toBe('approval_required');
    const { error } = envelope(answer);
    expect(error.code).toBe('conflict');
    expect(error.message).toContain(request.id);
    expect(error.message).toContain(request.approval!.id);

    const approved = await call(app, 'POST', `/api/v1/approvals/${request.approval!.id}/approve`, { as: { bearer: fixture.token } });
    expect(approved.status, approved.raw).toBe(200);
    const done = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${request.id}`, { as: { bearer: fixture.testKey } });
    expect(done.body.status).toBe('executed');
    expect(parseWav(Buffer.from((done.body.result as { audio_base64: string }).audio_base64, 'base64')).sampleRate).toBe(8_000);
  });

  it(`the provider failing (sandbox: "${SANDBOX_FAIL_TEXT}"): 502 naming the failed service request`, async () => {
    const fixture = await agentWithBindings(app, { 'speech.synthesize': {} });
    const answer = await speak(app, { bearer: fixture.testKey }, { text: SANDBOX_FAIL_TEXT, voice: 'alloy' });
    expect(answer.status, answer.text()).toBe(502);
    const request = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId } });
    expect(request.status).toBe('failed');
    expect(envelope(answer).error.message).toContain(`service request ${request.id}`);
  });
});
