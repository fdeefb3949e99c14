import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, externalIdOf } from '../../support/dispatch.js';
import { mockProviders } from '../../support/providers.js';
import { CALL_PAYLOAD, TWILIO_SETTINGS, TWILIO_TOKEN, twilioVoice } from '../../support/twilio.js';
import { callStatusParams, signedVoiceStatus } from '../../support/webhooks.js';

const app = useTestApp({ env: TWILIO_SETTINGS });
const server = mockProviders();

/** A live voice.call dispatched and running: its request, its CallSid and its organization. */
async function runningCall() {
  twilioVoice(server);
  const fixture = await agentWithBindings(app, { 'voice.call': {} });
  const dispatched = await dispatchAs(app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
  expect(dispatched.status, dispatched.raw).toBe(202);
  expect(dispatched.body).toMatchObject({ status: 'running', mode: 'live', cost_cents: 0 });
  return { fixture, id: dispatched.body.id, sid: await externalIdOf(app, dispatched.body.id) };
}

const outcomeEntries = (id: string) => app.db.prisma.auditEntry.findMany({ where: { targetId: id, action: { in: ['service_request.executed', 'service_request.failed'] } } });

describe('POST /api/v1/webhooks/voice/{service_request_id}', () => {
  it('settles a completed call once, debiting its minutes rounded up, audited as the voice receiver; a retry changes nothing', async () => {
    const { fixture, id, sid } = await runningCall();
    // Held: the estimate of 3 minutes at 2 cents.
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 6 });
    const answer = await signedVoiceStatus(app, TWILIO_TOKEN, id, callStatusParams(sid, 'completed', 61));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, status: 'executed' });
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } });
    expect(request).toMatchObject({ status: 'executed', costCents: 4n, holdCents: 0n });
    expect(request.result).toEqual({ call_sid: sid, to: '+14155550123', from: '+14155550100', duration_seconds: 61, billed_minutes: 2 });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 496, held_cents: 0 });
    // Twilio retries a callback it thinks failed: the same answer, nothing more.
    const retried = await signedVoiceStatus(app, TWILIO_TOKEN, id, callStatusParams(sid, 'completed', 125));
    expect(await retried.json()).toEqual({ received: true, status: 'executed' });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 496, held_cents: 0 });
    expect(await outcomeEntries(id)).toEqual([expect.objectContaining({ action: 'service_request.executed', actorType: 'system', actorId: 'reconcile:voice' })]);
  });

  it('leaves a call under way running, and fails one that never connected, releasing its hold', async () => {
    const { fixture, id, sid } = await runningCall();
    for (const status of ['initiated', 'ringing', 'in-progress']) {
      const answer = await signedVoiceStatus(app, TWILIO_TOKEN, id, { ...callStatusParams(sid, status, 0), CallDuration: '' });
      expect(await answer.json()).toEqual({ received: true, status: 'running' });
    }
    expect((await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).status).toBe('running');
    const answer = await signedVoiceStatus(app, TWILIO_TOKEN, id, callStatusParams(sid, 'no-answer', 0));
    expect(await answer.json()).toEqual({ received: true, status: 'failed' });
    expect(await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'failed',
      reasonCode: 'adapter_error',
      costCents: 0n,
      result: { detail: 'The call to +14155550123 ended no-answer: it never connected' },
    });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
