import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { dataOf, names, openSession, turn } from '../../support/chat.js';
import { agentWithBindings, balanceOf, CSV } from '../../support/dispatch.js';
import { mockProviders } from '../../support/providers.js';
import { openStream } from '../../support/sse.js';

const OPENROUTER = 'https://openrouter.ai/api/v1';
const MODEL = 'openai/gpt-4o-mini';
const app = useTestApp({ env: { OPENROUTER_API_KEY: 'sk-or-v1-chat' } });

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id: 'gen-1', model: MODEL, choices: [{ index: 0, delta, finish_reason: null }], ...extra });
const sse = (chunks: unknown[]) =>
  new Response(chunks.map((value) => `data: ${JSON.stringify(value)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });

/** The bodies the model was sent, in order. */
const asked: Record<string, unknown>[] = [];

const server = mockProviders(
  http.get(`${OPENROUTER}/models`, () => HttpResponse.json({ data: [{ id: MODEL, pricing: { prompt: '0.000001', completion: '0.000002' } }] })),
  http.post(`${OPENROUTER}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { messages: { role: string }[] };
    asked.push(body);
    // First round: a tool call; once the model has the result: an answer.
    if (body.messages.at(-1)!.role !== 'tool') {
      return sse([
        chunk({ role: 'assistant', content: 'Parsing.' }),
        chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'data__csv_parse', arguments: JSON.stringify(CSV.payload) } }] }),
        { ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
        { ...chunk({}), choices: [], usage: { prompt_tokens: 300, completion_tokens: 20 } },
      ]);
    }
    return sse([chunk({ content: 'Two rows: ' }), chunk({ content: 'bolt and nut.' }), { ...chunk({}), choices: [], usage: { prompt_tokens: 400, completion_tokens: 10 } }]);
  }),
);

describe('a turn with a named model', () => {
  it('dispatches each model call as text_generation.generate through the pipeline, streaming its text, in live mode charged per token', async () => {
    asked.length = 0;
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, 'text_generation.generate': {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, mode: 'live', model: MODEL });
    const before = await balanceOf(app, fixture);
    const answered = await turn(app, fixture.token, { session_id: session.id, message: 'What is in this CSV?' });
    expect(names(answered.events)).toEqual([
      'model', 'message_delta', 'message', 'tool_planned', 'tool_executing', 'tool_done', 'model', 'message_delta', 'message', 'usage', 'done',
    ]);
    expect(dataOf<{ text: string }>(answered.events, 'message_delta').map((delta) => delta.text)).toEqual(['Parsing.', 'Two rows: ', 'bolt and nut.']);
    expect(asked[0]).toMatchObject({ model: MODEL, stream: true, tools: [expect.objectContaining({ function: expect.objectContaining({ name: 'data__csv_parse' }) })] });
    // The second call carries the first's tool call and its result.
    expect((asked[1] as { messages: { role: string }[] }).messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
    const models = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId, operation: 'text_generation.generate' }, orderBy: { createdAt: 'asc' } });
    expect(models.map((request) => [request.status, request.idempotencyKey])).toEqual([
      ['executed', expect.stringMatching(/^chat:ctn_\w+:model:1$/)],
      ['executed', expect.stringMatching(/^chat:ctn_\w+:model:2$/)],
    ]);
    const [usage] = dataOf<{ prompt_tokens: number; completion_tokens: number; cost_cents: number }>(answered.events, 'usage');
    const tool = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId, operation: CSV.operation } });
    const charged = models.reduce((sum, request) => sum + Number(request.costCents), 0) + Number(tool.costCents);
    expect(usage).toMatchObject({ prompt_tokens: 700, completion_tokens: 30, cost_cents: charged });
    expect((await balanceOf(app, fixture)).balance_cents).toBe(before.balance_cents - charged);
  });

  it('in test mode answers from the sandbox model through the pipeline, and fails the turn saying why when the agent is not bound to the model', async () => {
    asked.length = 0;
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, 'text_generation.generate': {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, model: MODEL });
    const answered = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}` });
    expect(dataOf(answered.events, 'done')).toMatchObject([{ status: 'completed' }]);
    expect(asked).toEqual([]);
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId, operation: 'text_generation.generate', mode: 'test' } })).toBe(2);

    const unbound = await agentWithBindings(app, { [CSV.operation]: {} });
    const refused = await openSession(app, unbound.token, { agent_id: unbound.agentId, model: MODEL });
    const failed = await turn(app, unbound.token, { session_id: refused.id, message: 'hello' });
    expect(names(failed.events)).toEqual(['model', 'usage', 'done']);
    expect(dataOf<{ status: string; detail: string }>(failed.events, 'done')[0]).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^The model call \(service request sr_\w+\) was blocked \(policy_violation\): The agent has no binding for text_generation.generate$/),
    });
  });

  it('a client leaving mid-reply stops the model call, settles what it spent, and ends the turn cancelled', async () => {
    const fixture = await agentWithBindings(app, { 'text_generation.generate': {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, mode: 'live', model: MODEL });
    server.use(
      http.post(`${OPENROUTER}/chat/completions`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk({ content: 'It stops' }))}\n\n`));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const stream = await openStream(app, '/api/v1/chat/turn', { authorization: `Bearer ${fixture.token}` }, { session_id: session.id, message: 'Tell me a long story' });
    for (let event = await stream.next(); event && event.event !== "message_delta"; event = await stream.next());
    stream.close();
    await app.inFlight.drain();
    const ended = await app.db.prisma.chatTurn.findFirstOrThrow({ where: { sessionId: session.id } });
    expect(ended).toMatchObject({ status: 'cancelled', detail: 'The client left before the turn ended' });
    const model = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId } });
    expect(model.status).toBe('executed');
    expect(model.result).toMatchObject({ content: 'It stops', finish_reason: 'cancelled' });
    expect(Number(model.costCents)).toBeGreaterThan(0);
    expect(await balanceOf(app, fixture)).toMatchObject({ held_cents: 0 });
    expect(await app.db.prisma.chatSession.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({ activeTurnId: null });
    // The stored stream ends with the cancellation, for whoever reads it later.
    const last = await app.db.prisma.chatEvent.findFirstOrThrow({ where: { sessionId: session.id }, orderBy: { seq: 'desc' } });
    expect(last).toMatchObject({ event: 'done', data: expect.objectContaining({ status: 'cancelled' }) });
  });
});
