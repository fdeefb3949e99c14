import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAX_ROUNDS } from '../../../src/domain/chat/turn.js';
import { useTestApp } from '../../support/app.js';
import { dataOf, names, openSession, turn } from '../../support/chat.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';
import { openStream } from '../../support/sse.js';

const OPENROUTER = 'https://openrouter.ai/api/v1';
const MODEL = 'openai/gpt-4o-mini';
const app = useTestApp({ env: { OPENROUTER_API_KEY: 'sk-or-v1-chat' } });

const sse = (chunks: unknown[]) =>
  new Response(chunks.map((value) => `data: ${JSON.stringify(value)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });

/** A model that always calls the tool again: the turn must stop it. */
const looping = () =>
  sse([
    { model: MODEL, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_x', function: { name: 'data__csv_parse', arguments: JSON.stringify(CSV.payload) } }] }, finish_reason: 'tool_calls' }] },
    { model: MODEL, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5 } },
  ]);

/** Holds each model call open until released. */
let release: (() => void) | null = null;

/** Lets the model call waiting now answer. */
async function releaseModel(): Promise<void> {
  while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
  const answer = release;
  release = null;
  answer();
}

mockProviders(
  http.get(`${OPENROUTER}/models`, () => HttpResponse.json({ data: [{ id: MODEL, pricing: { prompt: '0', completion: '0' } }, { id: 'slow/model', pricing: { prompt: '0', completion: '0' } }] })),
  http.post(`${OPENROUTER}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { model: string };
    if (body.model === 'slow/model') await new Promise<void>((resolve) => (release = resolve));
    return body.model === 'slow/model'
      ? sse([{ model: body.model, choices: [{ index: 0, delta: { content: 'Done.' }, finish_reason: 'stop' }] }, { model: body.model, choices: [], usage: { prompt_tokens: 1, completion_tokens: 1 } }])
      : looping();
  }),
);

describe('chat turn refusals', () => {
  it('a second turn while one answers is 409, and goes through once the first is done', async () => {
    const fixture = await agentWithBindings(app, { 'text_generation.generate': {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, mode: 'live', model: 'slow/model' });
    const first = await openStream(app, '/api/v1/chat/turn', { authorization: `Bearer ${fixture.token}` }, { session_id: session.id, message: 'one' });
    await first.next(); // model: the turn holds the session
    const second = await turn(app, fixture.token, { session_id: session.id, message: 'two' });
    expect(second.status).toBe(409);
    expect(second.raw).toMatch(/Turn ctn_\w+ is still answering on this session/);
    const read = await call<{ active_turn_id: string | null }>(app, 'GET', `/api/v1/chat/sessions/${session.id}`, { as: { bearer: fixture.token } });
    expect(read.body.active_turn_id).toMatch(/^ctn_/);
    await releaseModel();
    expect(dataOf(await first.rest(), 'done')).toMatchObject([{ status: 'completed' }]);
    const third = await openStream(app, '/api/v1/chat/turn', { authorization: `Bearer ${fixture.token}` }, { session_id: session.id, message: 'three' });
    await third.next();
    await releaseModel();
    expect(dataOf(await third.rest(), 'done')).toMatchObject([{ status: 'completed' }]);
  });

  it(`stops a model that keeps calling tools after ${MAX_ROUNDS} rounds, failing the turn`, async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, 'text_generation.generate': {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, model: MODEL, mode: 'live' });
    const answered = await turn(app, fixture.token, { session_id: session.id, message: 'loop' });
    expect(dataOf(answered.events, 'model')).toHaveLength(MAX_ROUNDS);
    expect(dataOf(answered.events, 'done')).toEqual([
      expect.objectContaining({ status: 'failed', detail: `The model called tools in ${MAX_ROUNDS} rounds without answering: the turn stops here` }),
    ]);
  });

  it('a call whose arguments are not an object, or that its operation refuses, fails without a request; the turn goes on', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const answered = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} [1, 2]\ncall ${CSV.operation} {"rows": 3}` });
    expect(dataOf(answered.events, "tool_done")).toMatchObject([
      { status: 'failed', detail: "The model's arguments are not a JSON object", service_request_id: null },
      { status: 'failed', detail: expect.stringMatching(/^Invalid payload for data.csv_parse: payload\./), service_request_id: null },
    ]);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
    expect(dataOf(answered.events, 'done')).toMatchObject([{ status: 'completed' }]);
    const history = await call<{ messages: { tool_calls: { arguments: unknown; status: string }[] }[] }>(app, 'GET', `/api/v1/chat/sessions/${session.id}`, { as: { bearer: fixture.token } });
    expect(history.body.messages[1]!.tool_calls).toMatchObject([{ arguments: '[1,2]', status: 'failed' }, { arguments: { rows: 3 }, status: 'failed' }]);
  });

  it('refuses a body with neither message nor continue_from, with both, and continue_from of an unknown or ended turn', async () => {
    const fixture = await agentWithBindings(app, {});
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    expect((await turn(app, fixture.token, { session_id: session.id })).status).toBe(400);
    expect((await turn(app, fixture.token, { session_id: session.id, message: 'hi', continue_from: 'ctn_x' })).status).toBe(400);
    expect((await turn(app, fixture.token, { session_id: session.id, continue_from: 'ctn_01jh0x9k2c4e6g8j0m2p4r6t8v' })).status).toBe(404);
    const done = await turn(app, fixture.token, { session_id: session.id, message: 'hi' });
    const [{ turn_id }] = dataOf<{ turn_id: string }>(done.events, 'done') as [{ turn_id: string }];
    const ended = await turn(app, fixture.token, { session_id: session.id, continue_from: turn_id });
    expect(ended.status).toBe(409);
    expect(ended.raw).toContain('is completed, not paused');
    expect((await turn(app, fixture.token, { session_id: session.id, message: 'hi', local_tools: [{ name: 'data__csv_parse' }] })).status).toBe(400);
  });

  it('decides only the approvals chat calls wait for, once', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
    const direct = await dispatchAs(app, fixture.liveKey, CSV);
    const refused = await call(app, 'POST', `/api/v1/chat/approvals/${direct.body.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'approve' } });
    expect(refused.status).toBe(404);
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const paused = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}` });
    const [pending] = dataOf<{ approval_id: string }>(paused.events, 'tool_pending');
    const decide = () => call(app, 'POST', `/api/v1/chat/approvals/${pending!.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'approve' } });
    expect((await decide()).status).toBe(200);
    expect((await decide()).status).toBe(409);
    const bad = await call(app, 'POST', `/api/v1/chat/approvals/${pending!.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'maybe' } });
    expect(bad.status).toBe(400);
  });
});

describe('resuming a stream with Last-Event-ID', () => {
  it('replays the turn after that event, without starting another', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const body = { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}` };
    const whole = await turn(app, fixture.token, body);
    const cut = 4;
    const replayed = await turn(app, fixture.token, body, { 'last-event-id': whole.events[cut - 1]!.id! });
    expect(replayed.events).toEqual(whole.events.slice(cut));
    expect(names(replayed.events).at(-1)).toBe('done');
    expect(await app.db.prisma.chatTurn.count({ where: { sessionId: session.id } })).toBe(1);
    const unknown = await turn(app, fixture.token, body, { 'last-event-id': '999999' });
    expect(unknown.status).toBe(400);
    const garbage = await turn(app, fixture.token, body, { 'last-event-id': 'abc' });
    expect(garbage.status).toBe(400);
  });
});
