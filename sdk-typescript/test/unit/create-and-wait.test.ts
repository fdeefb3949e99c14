import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pollDelayMillis, Proctor, ProctorWaitTimeoutError, type ServiceRequest } from '../../src/index.js';
import { mockServer, settle } from '../helpers.js';

const BASE = 'http://proctor.test';
const server = mockServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 }));

const sr = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'sr_1',
  agent_id: 'agt_1',
  status,
  operation: 'audio.transcribe',
  mode: 'test',
  result: status === 'executed' ? { text: 'hello' } : status === 'running' ? null : { detail: 'd' },
  cost_cents: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** The dispatch answers `first`; the n-th poll answers `polls[n]` (the last one repeats); poll times are recorded. */
function script(first: ReturnType<typeof sr>, polls: ReturnType<typeof sr>[]) {
  const pollTimes: number[] = [];
  const keys: string[] = [];
  server.use(
    http.post(`${BASE}/api/v1/service-requests`, ({ request }) => {
      keys.push(request.headers.get('idempotency-key') ?? '');
      return HttpResponse.json(first, { status: first.status === 'running' ? 202 : 200 });
    }),
    http.get(`${BASE}/api/v1/service-requests/sr_1`, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer agent_key_test_w');
      pollTimes.push(Date.now());
      return HttpResponse.json(polls[Math.min(pollTimes.length - 1, polls.length - 1)]);
    }),
  );
  return { pollTimes, keys };
}

const client = () => new Proctor({ baseURL: BASE, agentKey: 'agent_key_test_w', logLevel: 'off' });
const params = { operation: 'audio.transcribe', payload: { url: 'https://example.com/a.mp3' } } as const;

describe('serviceRequests.createAndWait', () => {
  it('the schedule: 2 s, × 1.5, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(pollDelayMillis)).toEqual([2000, 3000, 4500, 6750, 10_000, 10_000, 10_000]);
  });

  it('returns an executed answer at once, without polling', async () => {
    const { pollTimes } = script(sr('executed'), []);
    const { value } = await settle(client().serviceRequests.createAndWait(params as never));
    expect((value as ServiceRequest).status).toBe('executed');
    expect(pollTimes).toEqual([]);
  });

  it('polls running requests on the schedule until executed', async () => {
    const { pollTimes } = script(sr('running'), [sr('running'), sr('running'), sr('running'), sr('running'), sr('running'), sr('executed')]);
    const seen: string[] = [];
    const { value } = await settle(client().serviceRequests.createAndWait(params as never, { onPoll: (s) => seen.push(s.status) }));
    expect((value as ServiceRequest).status).toBe('executed');
    // cumulative: 2000, +3000, +4500, +6750, +10000, +10000 (the first poll 2 s after the answer)
    expect(pollTimes).toEqual([2000, 5000, 9500, 16_250, 26_250, 36_250]);
    expect(seen).toEqual(['running', 'running', 'running', 'running', 'running', 'running', 'executed']);
  });

  it.each(['failed', 'blocked'])('stops on %s', async (status) => {
    const { pollTimes } = script(sr('running'), [sr(status)]);
    const { value } = await settle(client().serviceRequests.createAndWait(params as never));
    expect((value as ServiceRequest).status).toBe(status);
    expect(pollTimes).toEqual([2000]);
  });

  it('keeps polling a request waiting for approval until it is decided', async () => {
    const { pollTimes } = script(sr('approval_required', { approval_id: 'apr_1' }), [sr('approval_required'), sr('executed')]);
    const { value } = await settle(client().serviceRequests.createAndWait(params as never));
    expect((value as ServiceRequest).status).toBe('executed');
    expect(pollTimes).toEqual([2000, 5000]);
  });

  it('throws a ProctorWaitTimeoutError with the last state after 5 minutes', async () => {
    const { pollTimes } = script(sr('running'), [sr('running', { cost_cents: 0, result: { progress: 0.5 } })]);
    const { error } = await settle(client().serviceRequests.createAndWait(params as never));
    expect(error).toBeInstanceOf(ProctorWaitTimeoutError);
    const e = error as ProctorWaitTimeoutError<ServiceRequest>;
    expect(e.kind).toBe('timeout');
    expect(e.code).toBe('wait_timeout');
    expect(e.lastState.status).toBe('running');
    expect(e.lastState.result).toEqual({ progress: 0.5 });
    expect(e.waitedMs).toBe(300_000);
    // the last wait is shortened so the final poll happens at the 5-minute mark
    expect(pollTimes.at(-1)).toBe(300_000);
    expect(pollTimes.every((t, i) => i === 0 || t - pollTimes[i - 1]! <= 10_000)).toBe(true);
  });

  it('honours a shorter waitTimeout', async () => {
    const { pollTimes } = script(sr('running'), [sr('running')]);
    const { error } = await settle(client().serviceRequests.createAndWait(params as never, { waitTimeout: 6000 }));
    expect(error).toBeInstanceOf(ProctorWaitTimeoutError);
    expect(pollTimes).toEqual([2000, 5000, 6000]);
  });

  it('stops waiting as soon as the AbortSignal aborts, during a sleep', async () => {
    const { pollTimes } = script(sr('running'), [sr('running')]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user gave up')), 3000);
    const started = Date.now();
    const { error } = await settle(client().serviceRequests.createAndWait(params as never, { signal: controller.signal }));
    expect((error as Error).message).toBe('user gave up');
    expect(Date.now() - started).toBeLessThan(3100);
    expect(pollTimes).toEqual([2000]);
  });

  it('dispatches with one Idempotency-Key, the caller’s when given', async () => {
    const { keys } = script(sr('executed'), []);
    await settle(client().serviceRequests.createAndWait(params as never, { idempotencyKey: 'job-7' }));
    expect(keys).toEqual(['job-7']);
  });
});
