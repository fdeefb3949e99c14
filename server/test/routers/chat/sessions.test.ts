import { describe, expect, it } from 'vitest';
import type { ChatSessionResponse } from '../../../src/routers/chat/chat-session.types.js';
import { useTestApp } from '../../support/app.js';
import { dataOf, openSession, turn } from '../../support/chat.js';
import { agentWithBindings, CSV } from '../../support/dispatch.js';
import { addMember, call, mintToken } from '../../support/identity.js';

const app = useTestApp();

describe('chat sessions', () => {
  it('are opened, listed by agent a page at a time, read with their history, and closed, each audited', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: {} });
    const first = await openSession(app, fixture.token, { agent_id: fixture.agentId, title: 'Parsing', force_approval: true, mode: 'live', model: 'openai/gpt-4o-mini' });
    expect(first).toMatchObject({ title: 'Parsing', force_approval: true, mode: 'live', model: 'openai/gpt-4o-mini', status: 'open', active_turn_id: null, closed_at: null });
    const second = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    expect(second.title).toBe('Chat with Researcher');
    const page = await call<{ data: ChatSessionResponse[]; next_cursor: string | null }>(app, 'GET', `/api/v1/chat/sessions?agent_id=${fixture.agentId}&limit=1`, { as: { bearer: fixture.token } });
    expect(page.body.data.map((session) => session.id)).toEqual([first.id]);
    const next = await call<{ data: ChatSessionResponse[] }>(app, 'GET', `/api/v1/chat/sessions?agent_id=${fixture.agentId}&cursor=${page.body.next_cursor}`, { as: { cookie: fixture.owner.cookie } });
    expect(next.body.data.map((session) => session.id)).toEqual([second.id]);

    const closed = await call<ChatSessionResponse>(app, 'DELETE', `/api/v1/chat/sessions?session_id=${second.id}`, { as: { bearer: fixture.token } });
    expect(closed.body).toMatchObject({ id: second.id, status: 'closed', closed_at: expect.any(String) });
    const again = await call<ChatSessionResponse>(app, 'DELETE', `/api/v1/chat/sessions?session_id=${second.id}`, { as: { bearer: fixture.token } });
    expect(again.body.closed_at).toBe(closed.body.closed_at);
    const open = await call<{ data: ChatSessionResponse[] }>(app, 'GET', '/api/v1/chat/sessions', { as: { bearer: fixture.token } });
    expect(open.body.data.map((session) => session.id)).toEqual([first.id]);
    const all = await call<{ data: ChatSessionResponse[] }>(app, 'GET', '/api/v1/chat/sessions?include_closed=true&order=desc', { as: { bearer: fixture.token } });
    expect(all.body.data.map((session) => session.id)).toEqual([second.id, first.id]);
    const read = await call<ChatSessionResponse & { messages: unknown[]; truncated: boolean }>(app, 'GET', `/api/v1/chat/sessions/${second.id}`, { as: { bearer: fixture.token } });
    expect(read.body).toMatchObject({ id: second.id, status: 'closed', messages: [], turns: [], truncated: false });
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: second.id }, orderBy: { id: "asc" } });
    expect(actions.map((entry) => entry.action)).toEqual(['chat_session.created', 'chat_session.closed']);
  });

  it('without an agent make a chat-owned one, left out of the agents list and protected from deletion', async () => {
    const fixture = await agentWithBindings(app, {});
    const session = await openSession(app, fixture.token, {});
    expect(session.agent_id).not.toBe(fixture.agentId);
    const agent = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: session.agent_id } });
    expect(agent).toMatchObject({ chatOwned: true, orgId: fixture.owner.session.organization.id });
    const listed = await call<{ data: { id: string }[] }>(app, 'GET', '/api/v1/agents', { as: { bearer: fixture.token } });
    expect(listed.body.data.map((one) => one.id)).toContain(fixture.agentId);
    expect(listed.body.data.map((one) => one.id)).not.toContain(session.agent_id);
    const deleted = await call(app, 'DELETE', `/api/v1/agents/${session.agent_id}`, { as: { cookie: fixture.owner.cookie } });
    expect(deleted.status).toBe(409);
    // It talks; with no bindings, a call line is a tool it is not offered.
    const answered = await turn(app, fixture.token, { session_id: session.id, message: `call ${CSV.operation} {}` });
    expect(dataOf<{ content: string }>(answered.events, 'message')[0]!.content).toContain('(No tool is offered to me for data.csv_parse.)');
  });
});

describe('chat session refusals', () => {
  it('another person\'s session is not found, even in the same organization, for every route', async () => {
    const fixture = await agentWithBindings(app, {});
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    const colleague = await addMember(app, fixture.owner.session.organization.id, 'admin');
    const token = await mintToken(app, colleague);
    expect((await call(app, 'GET', `/api/v1/chat/sessions/${session.id}`, { as: { bearer: token } })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/v1/chat/sessions?session_id=${session.id}`, { as: { bearer: token } })).status).toBe(404);
    expect((await turn(app, token, { session_id: session.id, message: 'hi' })).status).toBe(404);
    const listed = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/chat/sessions', { as: { bearer: token } });
    expect(listed.body.data).toEqual([]);
  });

  it('refuse another organization\'s agent, a malformed model id and unknown fields, changing nothing', async () => {
    const fixture = await agentWithBindings(app, {});
    const other = await agentWithBindings(app, {});
    expect((await call(app, 'POST', '/api/v1/chat/sessions', { as: { bearer: fixture.token }, body: { agent_id: other.agentId } })).status).toBe(404);
    const badModel = await call<{ error: { code: string; details: { path: string }[] } }>(app, 'POST', '/api/v1/chat/sessions', {
      as: { bearer: fixture.token },
      body: { agent_id: fixture.agentId, model: 'not a model' },
    });
    expect(badModel.status).toBe(400);
    expect(badModel.body.error.details[0]!.path).toBe('model');
    expect((await call(app, 'POST', '/api/v1/chat/sessions', { as: { bearer: fixture.token }, body: { agent_id: fixture.agentId, colour: 'red' } })).status).toBe(400);
    expect(await app.db.prisma.chatSession.count({ where: { orgId: fixture.owner.session.organization.id } })).toBe(0);
  });

  it('a closed session takes no turn (409), and a session whose agent was deleted neither', async () => {
    const fixture = await agentWithBindings(app, {});
    const session = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    await call(app, 'DELETE', `/api/v1/chat/sessions?session_id=${session.id}`, { as: { bearer: fixture.token } });
    const refused = await turn(app, fixture.token, { session_id: session.id, message: 'hi' });
    expect(refused.status).toBe(409);
    expect(refused.raw).toContain('closed');
    const other = await openSession(app, fixture.token, { agent_id: fixture.agentId });
    await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } });
    const orphan = await turn(app, fixture.token, { session_id: other.id, message: 'hi' });
    expect(orphan.status).toBe(409);
    expect(await app.db.prisma.chatTurn.count({ where: { sessionId: { in: [session.id, other.id] } } })).toBe(0);
  });
});
