import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV } from '../../support/dispatch.js';
import { addMember, call, mintToken } from '../../support/identity.js';
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

describe('a turn paused on an approval', () => {
  it('pauses at tool_pending, and once approved resumes with continue_from, the call executed and charged once', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, mode: 'live' });
    const before = await balanceOf(app, fixture);
    const paused = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}` });
    expect(names(paused.events)).toEqual(['model', 'message_delta', 'message', 'tool_planned', 'tool_executing', 'tool_pending', 'usage', 'done']);
    const [pending] = dataOf<{ approval_id: string; service_request_id: string; tool_call_id: string; cost_cents: number }>(paused.events, 'tool_pending');
    const [done] = dataOf<{ status: string; continue_from: string; turn_id: string; detail: string }>(paused.events, 'done');
    expect(done).toMatchObject({ status: 'paused', continue_from: done!.turn_id, detail: `Waiting for approval ${pending!.approval_id}` });
    // Resuming before the decision is refused, before any stream.
    const early = await turn(app, fixture.token, { session_id: session.id, continue_from: done!.continue_from });
    expect(early.status).toBe(409);
    expect(early.raw).toContain(pending!.approval_id);
    // So is a new message while the turn is paused.
    expect((await turn(app, fixture.token, { session_id: session.id, message: 'hello' })).status).toBe(409);

    const decided = await call<{ approval: { status: string; service_request: { status: string } }; continue_from: string; tool_call_id: string }>(
      app, 'POST', `/api/v1/chat/approvals/${pending!.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'approve', note: 'fine' } },
    );
    expect(decided.status, decided.raw).toBe(200);
    expect(decided.body).toMatchObject({ approval: { status: 'approved', service_request: { status: 'executed' } }, continue_from: done!.turn_id, tool_call_id: pending!.tool_call_id });
    const resumed = await turn(app, fixture.token, { session_id: session.id, continue_from: decided.body.continue_from });
    expect(names(resumed.events)).toEqual(['status', 'tool_done', 'model', 'message_delta', 'message', 'usage', 'done']);
    const [toolDone] = dataOf<{ status: string; cost_cents: number; service_request_id: string }>(resumed.events, 'tool_done');
    expect(toolDone).toMatchObject({ status: 'executed', service_request_id: pending!.service_request_id });
    expect(toolDone!.cost_cents).toBeGreaterThan(0);
    expect(dataOf(resumed.events, 'done')).toEqual([{ turn_id: done!.turn_id, status: 'completed', detail: null, continue_from: null }]);
    expect(dataOf<{ cost_cents: number }>(resumed.events, 'usage')[0]!.cost_cents).toBe(toolDone!.cost_cents);
    // One request, charged once.
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
    expect((await balanceOf(app, fixture)).balance_cents).toBe(before.balance_cents - toolDone!.cost_cents);
    // A resumed turn cannot be resumed again.
    expect((await turn(app, fixture.token, { session_id: session.id, continue_from: done!.turn_id })).status).toBe(409);
  });

  it('a rejected call ends blocked, the model reads the rejection, and nothing is charged', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId, mode: 'live', force_approval: true });
    const before = await balanceOf(app, fixture);
    const paused = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}` });
    const [pending] = dataOf<{ approval_id: string }>(paused.events, 'tool_pending');
    expect(pending).toBeDefined();
    const approval = await app.db.prisma.approval.findUniqueOrThrow({ where: { id: pending!.approval_id } });
    expect(approval.thresholdCents).toBe(0n);
    const rejected = await call(app, 'POST', `/api/v1/chat/approvals/${pending!.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'reject', note: 'not now' } });
    expect(rejected.status, rejected.raw).toBe(200);
    const [done] = dataOf<{ continue_from: string }>(paused.events, 'done');
    const resumed = await turn(app, fixture.token, { session_id: session.id, continue_from: done!.continue_from });
    expect(dataOf(resumed.events, 'tool_done')).toMatchObject([{ status: 'blocked', reason_code: 'approval_rejected', detail: 'Rejected: not now', cost_cents: 0 }]);
    expect(dataOf<{ content: string }>(resumed.events, 'message').at(-1)!.content).toBe('I called data.csv_parse (blocked, approval_rejected, 0 cents).');
    expect(await balanceOf(app, fixture)).toEqual(before);
  });
});

describe('local tools', () => {
  it('come back as one local_tools_pending batch after the governed calls, and the client\'s results resume the turn', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const local_tools = [{ name: 'read_file', description: 'Reads a file of the user', parameters: { type: 'object', properties: { path: { type: 'string' } } } }];
    const paused = await turn(app, fixture.token, {
      session_id: session.id,
      message: `call read_file {"path": "notes.txt"}\ncall ${CSV.operation} ${JSON.stringify(CSV.payload)}`,
      local_tools,
    });
    expect(names(paused.events)).toEqual([
      'model', 'message_delta', 'message', 'tool_planned', 'tool_planned', 'tool_executing', 'tool_done', 'local_tools_pending', 'usage', 'done',
    ]);
    const [batch] = dataOf<{ calls: { tool_call_id: string; name: string; arguments: unknown }[] }>(paused.events, 'local_tools_pending');
    expect(batch!.calls).toEqual([{ tool_call_id: expect.stringMatching(/^ctc_/), name: 'read_file', arguments: { path: 'notes.txt' } }]);
    const [done] = dataOf<{ status: string; continue_from: string }>(paused.events, 'done');
    expect(done).toMatchObject({ status: 'paused' });
    const missing = await turn(app, fixture.token, { session_id: session.id, continue_from: done!.continue_from });
    expect(missing.status).toBe(400);
    expect(missing.raw).toContain(batch!.calls[0]!.tool_call_id);
    const resumed = await turn(app, fixture.token, {
      session_id: session.id,
      continue_from: done!.continue_from,
      tool_results: [{ tool_call_id: batch!.calls[0]!.tool_call_id, content: 'Buy bolts.' }],
    });
    expect(names(resumed.events)).toEqual(['status', 'tool_done', 'model', 'message_delta', 'message', 'usage', 'done']);
    expect(dataOf(resumed.events, 'tool_done')).toMatchObject([{ name: 'read_file', status: 'executed', cost_cents: 0, service_request_id: null }]);
    expect(dataOf<{ content: string }>(resumed.events, 'message').at(-1)!.content).toBe('I called read_file (Buy bolts.), data.csv_parse (executed, 0 cents).');
  });
});

describe('a large tool result', () => {
  it('is kept whole as an artifact, named in tool_done, and handed to the model cut', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const csv = `item,qty\n${Array.from({ length: 800 }, (_, index) => `bolt-${index},${index}`).join('\n')}\n`;
    const answered = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} ${JSON.stringify({ csv })}` });
    const [done] = dataOf<{ status: string; artifact_id: string | null }>(answered.events, 'tool_done');
    expect(done).toMatchObject({ status: 'executed', artifact_id: expect.stringMatching(/^cart_/) });
    const artifact = await app.db.prisma.chatArtifact.findUniqueOrThrow({ where: { id: done!.artifact_id! } });
    expect(artifact).toMatchObject({ sessionId: session.id, contentType: 'application/json', name: expect.stringMatching(/^data\.csv_parse-ctc_\w+\.json$/) });
    const whole = JSON.parse(Buffer.from(artifact.content).toString('utf8')) as { status: string; result: { row_count: number } };
    expect(whole).toMatchObject({ status: 'executed', result: { row_count: 800 } });
    const toolMessage = await app.db.prisma.chatMessage.findFirstOrThrow({ where: { sessionId: session.id, role: 'tool' } });
    expect(toolMessage.content.length).toBeLessThan(16_000);
    expect(JSON.parse(toolMessage.content)).toMatchObject({ status: 'executed', artifact_id: artifact.id, result_preview: expect.any(String) });
    const downloaded = await app.request(`/api/v1/chat/artifacts/${artifact.id}`, { headers: { authorization: `Bearer ${fixture.token}` } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toMatch(/^application\/json/);
    expect(downloaded.headers.get('content-disposition')).toContain(artifact.name);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(artifact.content))).toBe(true);
    const colleague = await mintToken(app, await addMember(app, fixture.owner.session.organization.id, 'owner'));
    const refused = await app.request(`/api/v1/chat/artifacts/${artifact.id}`, { headers: { authorization: `Bearer ${colleague}` } });
    expect(refused.status).toBe(404);
  });
});

describe('a turn with two calls, one of them paused for approval', () => {
  it('runs the one, pauses on the other, and once approved and resumed has made exactly one request for each', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {}, 'web_search.search': { approval_threshold_cents: 0 } });
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const paused = await turn(app, fixture.token, {
      session_id: session.id,
      message: `call ${CSV.operation} ${JSON.stringify(CSV.payload)}\ncall web_search.search {"query": "bolt suppliers"}`,
    });
    expect(names(paused.events)).toEqual([
      'model', 'message_delta', 'message', 'tool_planned', 'tool_planned', 'tool_executing', 'tool_done', 'tool_executing', 'tool_pending', 'usage', 'done',
    ]);
    const [pending] = dataOf<{ approval_id: string; name: string }>(paused.events, 'tool_pending');
    expect(pending!.name).toBe('web_search.search');
    const [done] = dataOf<{ continue_from: string }>(paused.events, 'done');
    expect((await call(app, 'POST', `/api/v1/chat/approvals/${pending!.approval_id}`, { as: { bearer: fixture.token }, body: { decision: 'approve' } })).status).toBe(200);
    const resumed = await turn(app, fixture.token, { session_id: session.id, continue_from: done!.continue_from });
    expect(dataOf(resumed.events, 'tool_done')).toMatchObject([{ name: 'web_search.search', status: 'executed' }]);
    expect(dataOf<{ content: string }>(resumed.events, 'message').at(-1)!.content).toBe('I called data.csv_parse (executed, 0 cents), web_search.search (executed, 0 cents).');
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, orderBy: { operation: 'asc' } });
    expect(requests.map((request) => [request.operation, request.status])).toEqual([
      [CSV.operation, 'executed'],
      ['web_search.search', 'executed'],
    ]);
  });
});
