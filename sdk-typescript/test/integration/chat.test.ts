/**
 * Chat turns through the SDK against a real server (global-setup.ts): `client.chat.stream`'s typed
 * events and final message, a turn paused for approval, decided and continued, local tools answered
 * by continue(), an aborted turn, and the bare generated `client.chat.turn`. The agent is bound to data.csv_parse (live-server.mjs);
 * the session's test mode answers with the sandbox model, which plans a call for each line
 * `call <operation> <JSON>`.
 */
import { describe, expect, inject, it } from 'vitest';
import { Proctor, ProctorError, type ChatTurnEvent } from '../../src/index.js';

const live = inject('live');
const client = new Proctor({ baseURL: live.baseURL, token: live.token, agentKey: null, logLevel: 'off' });

const csvCall = (csv: string) => `call data.csv_parse ${JSON.stringify({ csv })}`;

describe('chat turns', () => {
  it('streams a turn with two tool calls as typed events and assembles its final message', async () => {
    const session = await client.chat.sessions.create({ agent_id: live.agentId });
    const turn = client.chat.stream({ session_id: session.id, message: ['Parse both.', csvCall('a,b\n1,2'), csvCall('x\n3')].join('\n') });
    const deltas: string[] = [];
    turn.on('message_delta', (data) => deltas.push(data.text));
    const events: ChatTurnEvent[] = [];
    for await (const event of turn) {
      events.push(event);
      // The union is discriminated by `event`: each variant's data is typed.
      if (event.event === 'tool_done') expect(event.data.service_request_id).toMatch(/^sr_/);
    }
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('model');
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n === 'tool_done')).toHaveLength(2);
    expect(deltas.length).toBeGreaterThan(0);

    const result = await turn.finalMessage();
    expect(result.status).toBe('completed');
    expect(result.continue_from).toBeNull();
    expect(result.tool_calls.map((c) => [c.name, c.kind, c.status])).toEqual([
      ['data.csv_parse', 'governed', 'executed'],
      ['data.csv_parse', 'governed', 'executed'],
    ]);
    expect(result.tool_calls[0]!.arguments).toEqual({ csv: 'a,b\n1,2' });
    expect(new Set(result.tool_calls.map((c) => c.service_request_id)).size).toBe(2);
    // The last round's message, whole, as the server keeps it.
    const lastMessage = events.filter((e) => e.event === 'message').at(-1)!;
    expect(result.content).toBe(lastMessage.data.content);
    expect(result.message_id).toBe(lastMessage.data.message_id);
    expect(result.content.length).toBeGreaterThan(0);
    expect(result.usage?.turn_id).toBe(result.turn_id);
    expect(() => turn.continue()).toThrow(/needs a paused turn; this one is completed/);

    // Each call is a real service request of the agent, executed once.
    const history = await client.chat.sessions.get(session.id);
    expect(JSON.stringify(history)).toContain(result.tool_calls[1]!.service_request_id!);
  });

  it('pauses a turn on its approval, and continue() resumes it once approved', async () => {
    const session = await client.chat.sessions.create({ agent_id: live.agentId, force_approval: true });
    const turn = client.chat.stream({ session_id: session.id, message: csvCall('a,b\n1,2') });
    const paused = await turn.finalMessage();
    expect(paused.status).toBe('paused');
    expect(paused.continue_from).toBe(paused.turn_id);
    expect(paused.tool_calls).toHaveLength(1);
    const [pending] = paused.tool_calls;
    expect(pending).toMatchObject({ name: 'data.csv_parse', status: 'pending' });
    expect(pending!.approval_id).toBeTruthy();

    // Resumed before it is decided: the server refuses, before the stream starts.
    const early = await turn
      .continue()
      .finalMessage()
      .catch((e: unknown) => e);
    expect(early).toBeInstanceOf(ProctorError);
    expect(early).toMatchObject({ kind: 'conflict', status: 409 });

    await client.chat.approvals.decide(pending!.approval_id!, { decision: 'approve' });
    const next = turn.continue();
    const events: string[] = [];
    for await (const event of next) events.push(event.event);
    expect(events.at(-1)).toBe('done');
    const result = await next.finalMessage();
    expect(result.status).toBe('completed');
    expect(result.turn_id).toBe(paused.turn_id);
    // The continued stream carries the call made before the pause, now with its outcome.
    expect(result.tool_calls).toHaveLength(1);
    expect(result.tool_calls[0]).toMatchObject({ tool_call_id: pending!.tool_call_id, status: 'executed', approval_id: pending!.approval_id });
    expect(result.tool_calls[0]!.service_request_id).toBe(pending!.service_request_id);
    expect(result.content.length).toBeGreaterThan(0);
  });

  it('local tools: the paused turn names its local calls, continue({tool_results}) answers them', async () => {
    const session = await client.chat.sessions.create({ agent_id: live.agentId });
    const local_tools = [{ name: 'read_file', description: 'Reads a file of the workspace', parameters: { type: 'object', properties: { path: { type: 'string' } } } }];
    const turn = client.chat.stream({ session_id: session.id, message: 'call read_file {"path": "notes.txt"}', local_tools });
    const paused = await turn.finalMessage();
    expect(paused.status).toBe('paused');
    expect(paused.local_calls).toEqual([{ tool_call_id: expect.any(String), name: 'read_file', arguments: { path: 'notes.txt' } }]);
    expect(paused.tool_calls).toEqual([expect.objectContaining({ kind: 'local', status: 'pending' })]);
    const tool_results = paused.local_calls.map((c) => ({ tool_call_id: c.tool_call_id, content: 'the notes' }));
    const result = await turn.continue({ tool_results, local_tools }).finalMessage();
    expect(result.status).toBe('completed');
    expect(result.tool_calls.map((c) => c.tool_call_id)).toEqual([paused.local_calls[0]!.tool_call_id]);
    expect(result.content).toContain('read_file');
  });

  it('abort() closes the connection: the iteration ends and the turn comes to cancelled', async () => {
    const session = await client.chat.sessions.create({ agent_id: live.agentId });
    const turn = client.chat.stream({ session_id: session.id, message: `Slowly.\n${csvCall('a\n1')}` });
    const seen: string[] = [];
    for await (const event of turn) {
      seen.push(event.event);
      turn.abort();
    }
    expect(seen).toHaveLength(1);
    const result = await turn.finalMessage();
    expect(result.status).toBe('cancelled');
    expect(result.continue_from).toBeNull();
    expect(result.turn_id).toMatch(/^ctn_/);
    // The server saw the connection close and cancelled the turn.
    const deadline = Date.now() + 10_000;
    let status: string | undefined;
    while (Date.now() < deadline) {
      status = (await client.chat.sessions.get(session.id)).turns.find((t) => t.id === result.turn_id)?.status;
      if (status === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('cancelled');
  });

  it('the generated client.chat.turn answers the bare event stream, its body sent', async () => {
    const session = await client.chat.sessions.create({ agent_id: live.agentId });
    const done = await client.chat.turn({ session_id: session.id, message: 'hello' }).finalEvent();
    expect(done?.event).toBe('done');
    if (done?.event === 'done') expect(done.data.status).toBe('completed');
  });
});
