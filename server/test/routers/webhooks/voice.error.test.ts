import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, useTestApp } from '../../support/app.js';
import { agentWithBindings, dispatchAs, externalIdOf } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';
import { CALL_PAYLOAD, TWILIO_SETTINGS, TWILIO_TOKEN, twilioVoice } from '../../support/twilio.js';
import { callStatusParams, signedVoiceStatus } from '../../support/webhooks.js';

const app = useTestApp({ env: TWILIO_SETTINGS });
const server = mockProviders();

async function runningCall() {
  twilioVoice(server);
  const fixture = await agentWithBindings(app, { 'voice.call': {} });
  const dispatched = await dispatchAs(app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
  return { id: dispatched.body.id, sid: await externalIdOf(app, dispatched.body.id) };
}

const statusOf = async (id: string) => (await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).status;
const codeOf = async (response: Response) => ((await response.json()) as ErrorEnvelope).error.code;

describe('POST /api/v1/webhooks/voice/{service_request_id} refuses', () => {
  it("another request's call (404), and a call no request placed (404), changing nothing", async () => {
    const mine = await runningCall();
    const theirs = await runningCall();
    const crossed = await signedVoiceStatus(app, TWILIO_TOKEN, mine.id, callStatusParams(theirs.sid, 'completed', 30));
    expect(crossed.status).toBe(404);
    expect(await codeOf(crossed)).toBe('not_found');
    const unknown = await signedVoiceStatus(app, TWILIO_TOKEN, mine.id, callStatusParams(`CA${'0'.repeat(32)}`, 'completed', 30));
    expect(unknown.status).toBe(404);
    expect([await statusOf(mine.id), await statusOf(theirs.id)]).toEqual(['running', 'running']);
  });

  it('a signed callback without CallSid or CallStatus (400), and a JSON body (415)', async () => {
    const { id, sid } = await runningCall();
    const { CallStatus: _status, ...withoutStatus } = callStatusParams(sid, 'completed', 30);
    const missing = await signedVoiceStatus(app, TWILIO_TOKEN, id, withoutStatus);
    expect(missing.status).toBe(400);
    expect(await codeOf(missing)).toBe('invalid_request');
    const json = await call<ErrorEnvelope>(app, 'POST', `/api/v1/webhooks/voice/${id}`, { body: callStatusParams(sid, 'completed', 30) });
    expect(json.status).toBe(415);
    expect(json.body.error.message).toBe('Content-Type must be application/x-www-form-urlencoded');
    expect(await statusOf(id)).toBe('running');
  });

  it('a form body on any other route (415)', async () => {
    const answer = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=x',
    });
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as ErrorEnvelope).error.message).toBe('Content-Type must be application/json');
  });

  it('every callback with 503 not_configured when TWILIO_AUTH_TOKEN is not set', async () => {
    const bare = await startTestApp();
    try {
      const answer = await signedVoiceStatus(bare, TWILIO_TOKEN, 'sr_01jh0xd8f0h2k4n6q8t0w2y4a6', callStatusParams(`CA${'1'.repeat(32)}`, 'completed', 30));
      expect(answer.status).toBe(503);
      expect(await codeOf(answer)).toBe('not_configured');
    } finally {
      await bare.close();
    }
  });
});
