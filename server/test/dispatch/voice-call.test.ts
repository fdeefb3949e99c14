import { describe, expect, it } from 'vitest';
import { checkClaimed, claimDue } from '../../src/domain/dispatch/poller.js';
import { createLogger } from '../../src/logger.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../support/app.js';
import { runBackgroundWork } from '../support/background.js';
import { agentWithBindings, balanceOf, dispatchAs, externalIdOf } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { mockProviders } from '../support/providers.js';
import { CALL_PAYLOAD, TWILIO_SETTINGS, TWILIO_TOKEN, twilioVoice } from '../support/twilio.js';
import { callStatusParams, signedVoiceStatus } from '../support/webhooks.js';

/** voice.call through the dispatch API: running (202), then ended by the status callback or the poller, exactly once. */
const app = useTestApp({ env: TWILIO_SETTINGS });
const server = mockProviders();
const logger = createLogger('silent');

const outcomeEntries = (id: string) =>
  app.db.prisma.auditEntry.count({ where: { targetId: id, action: { in: ['service_request.executed', 'service_request.failed'] } } });

describe('voice.call in test mode', () => {
  it('runs (202), and the poller ends it executed at no cost, as live calls end', async () => {
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const running = await dispatchAs(app, fixture.testKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
    expect(running.status).toBe(202);
    expect(running.body).toMatchObject({ status: 'running', mode: 'test', cost_cents: 0 });
    const noAnswer = await dispatchAs(app, fixture.testKey, { operation: 'voice.call', payload: { ...CALL_PAYLOAD, message: 'sandbox:no-answer' } });
    expect(noAnswer.status).toBe(202);
    const poll = (id: string) => call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: fixture.testKey } });
    const stop = runBackgroundWork(app.db, app.config);
    try {
      await expect.poll(async () => (await poll(running.body.id)).body.status, { timeout: 5_000, interval: 20 }).toBe('executed');
      await expect.poll(async () => (await poll(noAnswer.body.id)).body.status, { timeout: 5_000, interval: 20 }).toBe('failed');
    } finally {
      await stop();
    }
    const executed = (await poll(running.body.id)).body;
    expect(executed).toMatchObject({ cost_cents: 0, result: { call_sid: expect.stringMatching(/^CA[0-9a-f]{32}$/), to: '+14155550123' } });
    const { duration_seconds, billed_minutes } = executed.result as { duration_seconds: number; billed_minutes: number };
    expect(duration_seconds).toBeGreaterThanOrEqual(5);
    expect(duration_seconds).toBeLessThanOrEqual(180);
    expect(billed_minutes).toBe(Math.ceil(duration_seconds / 60));
    expect((await poll(noAnswer.body.id)).body).toMatchObject({ reason_code: 'adapter_error', cost_cents: 0, result: { detail: 'The call to +14155550123 ended no-answer: it never connected' } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('fails at once (200) on its trigger, calling no one', async () => {
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const failed = await dispatchAs(app, fixture.testKey, { operation: 'voice.call', payload: { ...CALL_PAYLOAD, message: 'sandbox:fail' } });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
  });
});

describe('voice.call in live mode', () => {
  it('is ended by the poller when no callback comes: the minutes of GET Calls/{Sid}.json', async () => {
    const ended = new Set<string>();
    twilioVoice(server, (sid) => (ended.has(sid) ? { status: 'completed', duration: '150' } : { status: 'in-progress', duration: null }));
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const running = await dispatchAs(app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD });
    const { id } = running.body;
    const sid = await externalIdOf(app, id);
    const claim = async () => (await claimDue(app.db.prisma, app.config, new Date(Date.now() + 1_000), 100)).filter((request) => request.id === id);
    // Under way: the check leaves it running, its hold kept.
    const [first] = await claim();
    expect(await checkClaimed(app.db.prisma, logger, app.config, first!)).toBe('running');
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 6 });
    ended.add(sid);
    const [second] = await claim();
    expect(await checkClaimed(app.db.prisma, logger, app.config, second!)).toBe('settled');
    expect(await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'executed', costCents: 6n, holdCents: 0n });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 494, held_cents: 0 });
    expect(await outcomeEntries(id)).toBe(1);
  });

  it('settles each call exactly once when its status callback and the poller race, whichever wins', async () => {
    const CALLS = 8;
    twilioVoice(server, () => ({ status: 'completed', duration: '61' }));
    const fixture = await agentWithBindings(app, { 'voice.call': {} });
    const ids: string[] = [];
    for (let n = 0; n < CALLS; n++) ids.push((await dispatchAs(app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD })).body.id);
    const sids = await Promise.all(ids.map((id) => externalIdOf(app, id)));
    const claimed = (await claimDue(app.db.prisma, app.config, new Date(Date.now() + 1_000), 100)).filter((request) => ids.includes(request.id));
    expect(claimed).toHaveLength(CALLS);
    // For every call at once: the poller's check, and Twilio's callback delivered twice (a retry).
    const answers = await Promise.all(
      ids.flatMap((id, n) => [
        checkClaimed(app.db.prisma, logger, app.config, claimed.find((request) => request.id === id)!),
        signedVoiceStatus(app, TWILIO_TOKEN, id, callStatusParams(sids[n]!, 'completed', 61)).then((response) => response.status),
        signedVoiceStatus(app, TWILIO_TOKEN, id, callStatusParams(sids[n]!, 'completed', 61)).then((response) => response.status),
      ]),
    );
    expect(answers.filter((answer) => typeof answer === 'number')).toEqual(Array.from({ length: CALLS * 2 }, () => 200));
    for (const id of ids) {
      expect(await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'executed', costCents: 4n, holdCents: 0n });
      expect(await outcomeEntries(id)).toBe(1);
    }
    // One debit of 2 minutes each, nothing held.
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500 - CALLS * 4, held_cents: 0 });
  });
});
