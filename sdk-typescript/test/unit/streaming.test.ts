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

describe('a streamed POST (a chat turn)', () => {
  it('sends its body as JSON, and the same body again with Last-Event-ID when it resumes', async () => {
    const sent: { body: unknown; lastEventId: string | null; type: string | null }[] = [];
    const delta = (id: string, text: string) => `event: message_delta\nid: ${id}\ndata: ${JSON.stringify({ turn_id: 'ctn_1', text })}\n\n`;
    server.use(
      http.post(`${BASE}/api/v1/chat/turn`, async ({ request }) => {
        sent.push({ body: await request.json(), lastEventId: request.headers.get('last-event-id'), type: request.headers.get('content-type') });
        // The first connection ends after one event with the server's reconnect: the stream resumes from its id.
        const body =
          sent.length === 1
            ? `${delta('7', 'Hel')}event: reconnect\ndata: {}\n\n`
            : `${delta('8', 'lo')}event: done\nid: 9\ndata: ${JSON.stringify({ turn_id: 'ctn_1', status: 'completed', detail: null, continue_from: null })}\n\n`;
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const proctor = new Proctor({ baseURL: BASE, token: 'service_pat_live_x', logLevel: 'off' });
    const names: string[] = [];
    for await (const event of proctor.chat.turn({ session_id: 'chs_1', message: 'Hello' })) names.push(event.event);
    expect(names).toEqual(['message_delta', 'message_delta', 'done']);
    expect(sent).toEqual([
      { body: { session_id: 'chs_1', message: 'Hello' }, lastEventId: null, type: 'application/json' },
      { body: { session_id: 'chs_1', message: 'Hello' }, lastEventId: '7', type: 'application/json' },
    ]);
  });
});
