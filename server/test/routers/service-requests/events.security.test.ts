import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import type { TestApp } from '../../support/app.js';
import { startTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const eventsOf = (id: string) => `/api/v1/service-requests/${id}/events`;
// The per-credential request limit is off: these tests are of the stream limits alone.
const UNLIMITED_REQUESTS = { PROCTOR_RATE_LIMIT_REQUESTS: '0' };

interface Opened {
  status: number;
  response: Response;
  close(): void;
}

/** GETs a stream and keeps it open (or reads the refusal's JSON body); `close` hangs up. */
async function open(app: TestApp, id: string, bearer: string): Promise<Opened> {
  const controller = new AbortController();
  const response = await app.request(eventsOf(id), { headers: { accept: 'text/event-stream', authorization: `Bearer ${bearer}` }, signal: controller.signal });
  return { status: response.status, response, close: () => controller.abort() };
}

/** An organization with an agent whose request waits for approval: its stream stays open. */
async function waitingRequest(app: TestApp): Promise<{ fixture: DispatchFixture; id: string }> {
  const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
  const queued = await dispatchAs(app, fixture.liveKey, CSV);
  expect(queued.body.status).toBe('approval_required');
  return { fixture, id: queued.body.id };
}

describe('the open event streams of one credential and one organization', () => {
  it('are limited: one more is 429 with Retry-After in the error envelope, before anything else; a place frees when a stream ends', async () => {
    const app = await startTestApp({ env: { ...UNLIMITED_REQUESTS, PROCTOR_STREAM_MAX_PER_CREDENTIAL: '2', PROCTOR_STREAM_MAX_PER_ORG: '3' } });
    const opened: Opened[] = [];
    try {
      const { fixture, id } = await waitingRequest(app);
      for (let index = 0; index < 2; index += 1) opened.push(await open(app, id, fixture.liveKey));
      expect(opened.map((stream) => stream.status)).toEqual([200, 200]);

      const third = await open(app, id, fixture.liveKey);
      expect(third.status).toBe(429);
      expect(third.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(third.response.headers.get('retry-after')).toBe('10');
      const refused = (await third.response.json()) as ErrorEnvelope;
      expect(refused.error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('This credential has 2 event streams open') });

      // Another credential of the organization: its third place is the organization's last.
      opened.push(await open(app, id, fixture.token));
      expect(opened[2]!.status).toBe(200);
      const fourth = await open(app, id, fixture.token);
      expect(fourth.status).toBe(429);
      expect(((await fourth.response.json()) as ErrorEnvelope).error.message).toContain("This credential's organization has 3 event streams open");

      // Another organization is not counted with this one.
      const other = await waitingRequest(app);
      const theirs = await open(app, other.id, other.fixture.liveKey);
      expect(theirs.status).toBe(200);
      theirs.close();

      // A refusal after the place was taken (a request not found) gives it back at once.
      opened[2]!.close();
      await expect.poll(async () => (await call(app, 'GET', eventsOf('sr_missing'), { as: { bearer: fixture.token } })).status, { timeout: 2000 }).toBe(404);
      for (let index = 0; index < 3; index += 1) expect((await call(app, 'GET', eventsOf('sr_missing'), { as: { bearer: fixture.token } })).status).toBe(404);

      // A stream that ends frees its place.
      opened[0]!.close();
      const again = await expect.poll(async () => {
        const attempt = await open(app, id, fixture.liveKey);
        if (attempt.status === 200) opened.push(attempt);
        return attempt.status;
      }, { timeout: 2000 });
      void again;
    } finally {
      opened.forEach((stream) => stream.close());
      await app.close();
    }
  });
});

/**
 * The review's attack: one agent key opens 1,500 streams on its waiting request, each of which
 * used to re-read the request every PROCTOR_STREAM_POLL_MS (3,000 reads a second at the default
 * 500 ms), while another organization's GET /balance waited behind them (0.6–1.8 s measured, about
 * 10 ms without). With the default limits, 20 open and the rest are refused at once, and the other
 * organization's median latency stays under BOUND_MS: generous for a loaded 2-core machine, far
 * under what the open streams cost before.
 */
const ATTEMPTS = 1500;
const BOUND_MS = 400;

describe('1,500 streams from one key', () => {
  it(`open 20 (the default), the rest 429; another organization's median latency stays under ${BOUND_MS} ms`, async () => {
    const app = await startTestApp({ env: UNLIMITED_REQUESTS });
    const opened: Opened[] = [];
    try {
      const { fixture, id } = await waitingRequest(app);
      const victim = await agentWithBindings(app, {});
      // In waves of 100 at once: more than the listen backlog at once would be reset by the kernel.
      const attempts: Opened[] = [];
      for (let wave = 0; wave < ATTEMPTS / 100; wave += 1) {
        attempts.push(...(await Promise.all(Array.from({ length: 100 }, () => open(app, id, fixture.liveKey)))));
      }
      opened.push(...attempts.filter((attempt) => attempt.status === 200));
      const refused = attempts.filter((attempt) => attempt.status !== 200);
      expect(opened).toHaveLength(app.config.PROCTOR_STREAM_MAX_PER_CREDENTIAL);
      expect(new Set(refused.map((attempt) => attempt.status))).toEqual(new Set([429]));
      await Promise.all(refused.map((attempt) => attempt.response.arrayBuffer()));

      // Several poll intervals with the streams open, then the other organization's reads.
      await new Promise((resolve) => setTimeout(resolve, 2 * app.config.PROCTOR_STREAM_POLL_MS));
      const latencies: number[] = [];
      for (let index = 0; index < 9; index += 1) {
        const started = performance.now();
        const balance = await call(app, 'GET', '/api/v1/balance', { as: { bearer: victim.token } });
        latencies.push(performance.now() - started);
        expect(balance.status).toBe(200);
      }
      const median = latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)]!;
      expect(median, `latencies ${latencies.map(Math.round).join(', ')} ms`).toBeLessThan(BOUND_MS);
    } finally {
      opened.forEach((stream) => stream.close());
      await app.close();
    }
  }, 60_000);
});
