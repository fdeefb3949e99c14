import { describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../../src/background.js';
import { createLogger } from '../../../src/logger.js';
import { startTestApp, useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, transcribe, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { openStream } from '../../support/sse.js';

// Pings every 50 ms and re-reads every 20 ms, so that each behaviour shows within a test's time.
const ENV = { PROCTOR_STREAM_PING_MS: '50', PROCTOR_STREAM_POLL_MS: '20' };

const app = useTestApp({ env: ENV });
const fixture = useAgentWithBindings(app, { 'audio.transcribe': {}, [CSV.operation]: { approval_threshold_cents: 0 } });

const eventsOf = (id: string) => `/api/v1/service-requests/${id}/events`;
const gated = async () => {
  const queued = await dispatchAs(app, fixture.liveKey, CSV);
  expect(queued.body.status).toBe('approval_required');
  return queued.body;
};

describe('GET /api/v1/service-requests/{id}/events', () => {
  it('streams a running transcription to its outcome once the poller completes it, then closes', async () => {
    const running = await transcribe(app, fixture, true);
    const stream = await openStream(app, eventsOf(running.body.id), { authorization: `Bearer ${fixture.testKey}` });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    const first = await stream.next();
    const current = await call(app, 'GET', `/api/v1/service-requests/${running.body.id}`, { as: { bearer: fixture.testKey } });
    expect(first).toEqual({ event: 'status', id: expect.stringMatching(/^\d+\.running$/), data: current.body });

    const stopBackground = startBackgroundWork(app.db, app.config, createLogger('silent'), { pollMs: 10, pollQuietMs: 0 });
    try {
      const rest = await stream.rest();
      expect(rest.map((event) => [event.event, (event.data as { status: string }).status])).toEqual([
        ['status', 'executed'],
        ['done', 'executed'],
      ]);
      expect(rest[0]!.id).toMatch(/^\d+\.executed$/);
      expect(rest[1]!.id).toBe(rest[0]!.id);
      expect(rest[1]!.data).toMatchObject({ id: running.body.id, result: { text: expect.any(String) } });
    } finally {
      await stopBackground();
    }
  });

  it('follows an approval to its outcome, for a person of the organization', async () => {
    const queued = await gated();
    const stream = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.token}` });
    expect(await stream.next()).toMatchObject({ event: 'status', data: { status: 'approval_required', approval_id: queued.approval_id } });
    await call(app, 'POST', `/api/v1/approvals/${queued.approval_id}/approve`, { as: { bearer: fixture.token } });
    const rest = (await stream.rest()).map((event) => [event.event, (event.data as { status: string }).status]);
    // A read that falls while the approved request is with its provider sees it running first.
    if (rest[0]?.[1] === 'running') expect(rest.shift()).toEqual(['status', 'running']);
    expect(rest).toEqual([
      ['status', 'executed'],
      ['done', 'executed'],
    ]);
  });

  it('resumes after Last-Event-ID: only later changes follow', async () => {
    const queued = await gated();
    const first = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}` });
    const seen = (await first.next())!;
    first.close();

    const resumed = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}`, 'last-event-id': seen.id! });
    // Nothing is sent while nothing changed: pings only.
    let received = false;
    const pending = resumed.next().then(() => (received = true), () => undefined);
    await expect.poll(() => resumed.comments, { timeout: 2000 }).toContain('ping');
    expect(received).toBe(false);
    resumed.close();
    await pending;

    const again = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}`, 'last-event-id': seen.id! });
    await call(app, 'POST', `/api/v1/approvals/${queued.approval_id}/reject`, { as: { bearer: fixture.token } });
    const rest = await again.rest();
    expect(rest.map((event) => [event.event, (event.data as { status: string }).status])).toEqual([
      ['status', 'blocked'],
      ['done', 'blocked'],
    ]);

    const afterEnd = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}`, 'last-event-id': rest[0]!.id! });
    expect((await afterEnd.rest()).map((event) => event.event)).toEqual(['done']);
  });

  it('answers an unknown Last-Event-ID with the current state', async () => {
    const queued = await gated();
    const stream = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}`, 'last-event-id': 'not-an-id' });
    expect(await stream.next()).toMatchObject({ event: 'status', data: { status: 'approval_required' } });
    stream.close();
  });

  it('pings with a comment line while nothing changes', async () => {
    const queued = await gated();
    const stream = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}` });
    await stream.next();
    const reading = stream.next();
    await expect.poll(() => stream.comments, { timeout: 2000 }).toContain('ping');
    stream.close();
    await reading.catch(() => undefined);
  });

  it('stops its work when the client leaves: the handler ends, its timers cleared', async () => {
    const queued = await gated();
    const stream = await openStream(app, eventsOf(queued.id), { authorization: `Bearer ${fixture.liveKey}` });
    await stream.next();
    stream.close();
    const started = Date.now();
    await app.inFlight.drain();
    expect(Date.now() - started).toBeLessThan(1000);
    // The request is still read by nothing: it stays as it was, and the app holds no stream.
    expect(await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ status: 'approval_required' });
  });
});

describe('the end of a stream the server closes', () => {
  it('sends reconnect with the last id at the longest duration, and on shutdown', async () => {
    const short = await startTestApp({ env: { ...ENV, PROCTOR_STREAM_MAX_SECONDS: '1' } });
    try {
      const org = await agentWithBindings(short, { [CSV.operation]: { approval_threshold_cents: 0 } });
      const queued = await dispatchAs(short, org.liveKey, CSV);
      const auth = { authorization: `Bearer ${org.liveKey}` };
      const timedOut = await openStream(short, eventsOf(queued.body.id), auth);
      const events = await timedOut.rest();
      expect(events.map((event) => event.event)).toEqual(['status', 'reconnect']);
      expect(events[1]).toEqual({ event: 'reconnect', id: events[0]!.id, data: { reason: 'max_duration' } });

      const open = await openStream(short, eventsOf(queued.body.id), auth);
      await open.next();
      const rest = open.rest();
      short.inFlight.closeStreams();
      expect(await rest).toEqual([{ event: 'reconnect', id: events[0]!.id, data: { reason: 'shutdown' } }]);
      await short.inFlight.drain();
    } finally {
      await short.close();
    }
  });

  it('sends reconnect when no event came for PROCTOR_STREAM_IDLE_SECONDS, pings notwithstanding', async () => {
    const idle = await startTestApp({ env: { ...ENV, PROCTOR_STREAM_IDLE_SECONDS: '1' } });
    try {
      const org = await agentWithBindings(idle, { [CSV.operation]: { approval_threshold_cents: 0 } });
      const queued = await dispatchAs(idle, org.liveKey, CSV);
      const started = Date.now();
      const stream = await openStream(idle, eventsOf(queued.body.id), { authorization: `Bearer ${org.liveKey}` });
      const events = await stream.rest();
      expect(events.map((event) => event.event)).toEqual(['status', 'reconnect']);
      expect(events[1]).toEqual({ event: 'reconnect', id: events[0]!.id, data: { reason: 'idle' } });
      expect(stream.comments).toContain('ping');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      await idle.inFlight.drain();
    } finally {
      await idle.close();
    }
  });
});
