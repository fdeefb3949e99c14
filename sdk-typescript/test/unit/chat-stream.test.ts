/**
 * ChatTurnStream on recorded streams, for what a live server does not do on demand: a connection
 * reset mid-turn and before the first event, and the exact body continue() sends. The live flow:
 * test/integration/chat.test.ts.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Proctor, ProctorError } from '../../src/index.js';
import { mockServer } from '../helpers.js';

const BASE = 'http://proctor.test';
const TURN = `${BASE}/api/v1/chat/turn`;
const turn_id = 'ctn_01';
const sse = (events: [string, string, object][]) => events.map(([event, id, data]) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify({ turn_id, ...data })}\n\n`).join('');
const stream = (body: string) => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
/** `body`, then the connection resets (later, as a real reset comes: an error at once would overtake the bytes). */
const dropped = (body: string) => {
  let sent = false;
  const bytes = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return void setTimeout(() => controller.error(new TypeError('connection reset')), 1);
      sent = true;
      controller.enqueue(new TextEncoder().encode(body));
    },
  });
  return new HttpResponse(bytes, { headers: { 'content-type': 'text/event-stream' } });
};

const pausedOnLocal = sse([
  ['model', '1', { model: 'proctor/sandbox', round: 1 }],
  ['message_delta', '2', { text: 'call read' }],
  ['message_delta', '3', { text: '_file' }],
  ['tool_planned', '4', { tool_call_id: 'ctc_1', name: 'read_file', kind: 'local', arguments: { path: 'notes.txt' } }],
  ['message', '5', { message_id: 'cmsg_1', content: 'call read_file', tool_call_ids: ['ctc_1'] }],
  ['local_tools_pending', '6', { calls: [{ tool_call_id: 'ctc_1', name: 'read_file', arguments: { path: 'notes.txt' } }] }],
  ['usage', '7', { prompt_tokens: 3, completion_tokens: 4, cost_cents: 0 }],
  ['done', '8', { status: 'paused', detail: 'waiting for local tools', continue_from: turn_id }],
]);
const resumed = sse([
  ['tool_done', '9', { tool_call_id: 'ctc_1', name: 'read_file', status: 'executed', reason_code: null, detail: null, cost_cents: 0, service_request_id: null, artifact_id: null }],
  ['model', '10', { model: 'proctor/sandbox', round: 2 }],
  ['message_delta', '11', { text: 'I called read_file.' }],
  ['usage', '12', { prompt_tokens: 9, completion_tokens: 8, cost_cents: 0 }],
  ['done', '13', { status: 'completed', detail: null, continue_from: null }],
]);

const server = mockServer();
const client = () => new Proctor({ baseURL: BASE, token: 'service_pat_live_x', agentKey: null, logLevel: 'off', maxRetries: 2 });

describe('ChatTurnStream', () => {
  it('names the local calls a paused turn waits for; continue({tool_results}) sends them and carries the calls on', async () => {
    const bodies: unknown[] = [];
    const resumedFrom: (string | null)[] = [];
    server.use(
      http.post(TURN, async ({ request }) => {
        const body = (await request.json()) as { continue_from?: string };
        bodies.push(body);
        resumedFrom.push(request.headers.get('last-event-id'));
        return stream(body.continue_from ? resumed : pausedOnLocal);
      }),
    );
    // Resuming a stream from its start: the continued turn's request does not carry that id.
    const turn = client().chat.stream({ session_id: 'cs_1', message: 'call read_file', local_tools: [{ name: 'read_file' }] }, { headers: { 'last-event-id': '0' } });
    const paused = await turn.finalMessage();
    expect(paused).toMatchObject({ turn_id, status: 'paused', continue_from: turn_id, message_id: 'cmsg_1', content: 'call read_file' });
    expect(paused.local_calls).toEqual([{ tool_call_id: 'ctc_1', name: 'read_file', arguments: { path: 'notes.txt' } }]);
    expect(paused.tool_calls).toEqual([expect.objectContaining({ tool_call_id: 'ctc_1', kind: 'local', status: 'pending' })]);

    const next = turn.continue({ tool_results: [{ tool_call_id: 'ctc_1', content: 'the notes' }] });
    const result = await next.finalMessage();
    expect(bodies[1]).toEqual({ session_id: 'cs_1', continue_from: turn_id, tool_results: [{ tool_call_id: 'ctc_1', content: 'the notes' }] });
    expect(resumedFrom).toEqual(['0', null]);
    // The round after the pause had no message event yet: its deltas are the content.
    expect(result).toMatchObject({ status: 'completed', content: 'I called read_file.', message_id: null, local_calls: [] });
    expect(result.tool_calls).toEqual([expect.objectContaining({ tool_call_id: 'ctc_1', status: 'executed', arguments: { path: 'notes.txt' } })]);
    expect(result.usage).toMatchObject({ prompt_tokens: 9, completion_tokens: 8 });
    // The first stream's result is its own.
    expect((await turn.finalMessage()).tool_calls[0]!.status).toBe('pending');
  });

  it('resumes a dropped turn with Last-Event-ID and the same body', async () => {
    const seen: { body: unknown; lastEventId: string | null }[] = [];
    server.use(
      http.post(TURN, async ({ request }) => {
        seen.push({ body: await request.json(), lastEventId: request.headers.get('last-event-id') });
        // The first connection drops after three events; the server replays the turn after the third.
        const parts = pausedOnLocal.split(/(?<=\n\n)/);
        return seen.length === 1 ? dropped(parts.slice(0, 3).join('')) : stream(parts.slice(3).join(''));
      }),
    );
    const events: string[] = [];
    const turn = client().chat.stream({ session_id: 'cs_1', message: 'hi' });
    for await (const event of turn) events.push(event.id);
    expect(events).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(seen).toEqual([
      { body: { session_id: 'cs_1', message: 'hi' }, lastEventId: null },
      { body: { session_id: 'cs_1', message: 'hi' }, lastEventId: '3' },
    ]);
    expect((await turn.finalMessage()).content).toBe('call read_file');
  });

  it('never sends a turn again without an event id: a drop before any event is the error', async () => {
    let calls = 0;
    server.use(
      http.post(TURN, () => {
        calls += 1;
        return dropped(': ping\n\n');
      }),
    );
    const turn = client().chat.stream({ session_id: 'cs_1', message: 'hi' });
    await expect(turn.finalMessage()).rejects.toBeInstanceOf(ProctorError);
    await expect(turn.finalMessage()).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });

  it('continue() refuses a turn that is not paused', async () => {
    server.use(http.post(TURN, () => stream(resumed)));
    const turn = client().chat.stream({ session_id: 'cs_1', message: 'hi' });
    expect(() => turn.continue()).toThrow(/not over yet/);
    await turn.finalMessage();
    expect(() => turn.continue()).toThrow(/this one is completed/);
  });
});
