import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { dataOf, names, openSession, turn } from '../../support/chat.js';

const app = useTestApp();

const TWO_CALLS = `Parse these.\ncall ${CSV.operation} ${JSON.stringify(CSV.payload)}\ncall ${CSV.operation} {"csv": "a,b\\n1,2\\n"}`;

describe('a chat turn', () => {
  it('streams the sandbox model\'s reply, runs each planned call through the pipeline as the agent, and answers with their outcomes', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    expect(session).toMatchObject({ agent_id: fixture.agentId, mode: 'test', model: null, force_approval: false, status: 'open' });
    const answered = await turn(app, fixture.token, { session_id: session.id, message: TWO_CALLS });
    expect(answered.status, answered.raw).toBe(200);
    expect(names(answered.events)).toEqual([
      'model', 'message_delta', 'message',
      'tool_planned', 'tool_planned', 'tool_executing', 'tool_done', 'tool_executing', 'tool_done',
      'model', 'message_delta', 'message', 'usage', 'done',
    ]);
    const ids = answered.events.map((event) => Number(event.id));
    expect(ids).toEqual(ids.map((_, index) => ids[0]! + index));
    const done = dataOf<{ service_request_id: string; status: string; cost_cents: number }>(answered.events, 'tool_done');
    expect(done.map((call) => call.status)).toEqual(['executed', 'executed']);
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { id: { in: done.map((call) => call.service_request_id) } } });
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request).toMatchObject({ agentId: fixture.agentId, mode: 'test', status: 'executed', operation: CSV.operation });
    expect(requests.map((request) => request.idempotencyKey).sort()).toEqual(done.map((call) => `chat:${(call as unknown as { tool_call_id: string }).tool_call_id}`).sort());
    const messages = dataOf<{ content: string }>(answered.events, 'message');
    expect(messages[0]!.content).toBe(TWO_CALLS);
    expect(messages[1]!.content).toBe('I called data.csv_parse (executed, 0 cents), data.csv_parse (executed, 0 cents).');
    expect(dataOf(answered.events, 'done')).toEqual([{ turn_id: expect.stringMatching(/^ctn_/), status: 'completed', detail: null, continue_from: null }]);
    const history = await call<{ messages: { role: string; tool_calls: { status: string }[] }[]; turns: { status: string; rounds: number }[] }>(
      app, 'GET', `/api/v1/chat/sessions/${session.id}`, { as: { bearer: fixture.token } },
    );
    expect(history.body.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'assistant']);
    expect(history.body.messages[1]!.tool_calls.map((call) => call.status)).toEqual(['executed', 'executed']);
    expect(history.body.turns).toMatchObject([{ status: 'completed', rounds: 2 }]);
    expect(await balanceOf(app, fixture)).toMatchObject({ held_cents: 0 });
  });
});
