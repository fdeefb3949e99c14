import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Proctor } from '../../src/index.js';
import { mockServer } from '../helpers.js';

const BASE = 'http://proctor.test';
const request = (status: string) => ({ id: 'sr_01', agent_id: 'agt_01', status, operation: 'audio.transcribe', mode: 'test', result: null, cost_cents: 0, created_at: '2026-01-01T00:00:00.000Z' });
/** A body as the server writes it: a ping, then each event with its id. */
const recorded = [
  ': ping\n\n',
  `event: status\nid: 1.running\ndata: ${JSON.stringify(request('running'))}\n\n`,
  `event: status\nid: 2.executed\ndata: ${JSON.stringify(request('executed'))}\n\n`,
  `event: done\nid: 2.executed\ndata: ${JSON.stringify(request('executed'))}\n\n`,
];

const server = mockServer();
const client = () => new Proctor({ baseURL: BASE, agentKey: 'agent_key_test_x', logLevel: 'off' });

describe('Stream', () => {
  it('gives the last event with finalEvent(): the done event and its final request', async () => {
    server.use(http.get(`${BASE}/api/v1/service-requests/sr_01/events`, () => new HttpResponse(recorded.join(''), { headers: { 'content-type': 'text/event-stream' } })));
    const stream = client().serviceRequests.events('sr_01');
    expect(await stream.finalEvent()).toEqual({ event: 'done', id: '2.executed', data: request('executed') });
    expect(stream.lastEventId).toBe('2.executed');
  });

  it('stops on abort(): the loop ends without an error, though the server goes on', async () => {
    server.use(
      http.get(`${BASE}/api/v1/service-requests/sr_01/events`, () => {
        // Two events arrive together and the connection stays open: abort() after the first ends it.
        const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(recorded[1]! + recorded[2]!)) });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const stream = client().serviceRequests.events('sr_01');
    const seen: string[] = [];
    for await (const event of stream) {
      seen.push(event.data.status);
      stream.abort();
    }
    expect(seen).toEqual(['running']);
  });

  it('can be iterated once', async () => {
    server.use(http.get(`${BASE}/api/v1/service-requests/sr_01/events`, () => new HttpResponse(recorded.join(''), { headers: { 'content-type': 'text/event-stream' } })));
    const stream = client().serviceRequests.events('sr_01');
    await stream.finalEvent();
    await expect(stream.finalEvent()).rejects.toThrow(/once/);
  });
});
