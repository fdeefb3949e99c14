import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { twilioSignature } from '../../../src/providers/twilio.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, externalIdOf } from '../../support/dispatch.js';
import { mockProviders } from '../../support/providers.js';
import { CALL_PAYLOAD, TWILIO_SETTINGS, TWILIO_TOKEN, twilioVoice } from '../../support/twilio.js';
import { callStatusParams, signedVoiceStatus } from '../../support/webhooks.js';

/** The route is public to the matrix: its caller is proven by Twilio's signature instead. */
const app = useTestApp({ env: TWILIO_SETTINGS });
const server = mockProviders();

describe('POST /api/v1/webhooks/voice/{service_request_id}', () => {
  it('refuses a forged status callback (401): no signature, a wrong one, another key, another URL, a body changed after signing; nothing changes', async () => {
    twilioVoice(server);
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const dispatched = await dispatchAs(app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
    const { id } = dispatched.body;
    const sid = await externalIdOf(app, id);
    const completed = callStatusParams(sid, 'completed', 180);
    const path = `/api/v1/webhooks/voice/${id}`;
    const form = new URLSearchParams(completed);
    const post = (body: string, signature: string) =>
      app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body });
    const refusals = [
      await signedVoiceStatus(app, TWILIO_TOKEN, id, completed, null),
      await signedVoiceStatus(app, TWILIO_TOKEN, id, completed, ''),
      await signedVoiceStatus(app, TWILIO_TOKEN, id, completed, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
      await signedVoiceStatus(app, 'not-the-auth-token', id, completed),
      // Signed for another URL (another host, or the path without the request).
      await post(form.toString(), twilioSignature(TWILIO_TOKEN, `https://elsewhere.example${path}`, form)),
      await post(form.toString(), twilioSignature(TWILIO_TOKEN, `${app.baseUrl}/api/v1/webhooks/voice/`, form)),
      // Signed, then the duration raised: another body.
      await post(new URLSearchParams({ ...completed, CallDuration: '3600' }).toString(), twilioSignature(TWILIO_TOKEN, `${app.baseUrl}${path}`, form)),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
    }
    expect((await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).status).toBe('running');
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 6 });
    // The genuine one settles it.
    expect((await signedVoiceStatus(app, TWILIO_TOKEN, id, completed)).status).toBe(200);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 494, held_cents: 0 });
  });

  it("never settles a test-mode request's sandbox call, whose sid is no Twilio call of this account", async () => {
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const dispatched = await dispatchAs(app, fixture.testKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
    expect(dispatched.body).toMatchObject({ status: 'running', mode: 'test' });
    const sid = await externalIdOf(app, dispatched.body.id);
    // Even signed with the account's token and naming the request's own job: Twilio placed no test-mode call.
    const answer = await signedVoiceStatus(app, TWILIO_TOKEN, dispatched.body.id, callStatusParams(sid, 'completed', 30));
    expect(answer.status).toBe(404);
    expect(await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: dispatched.body.id } })).toMatchObject({ status: 'running', costCents: 0n });
  });
});
