import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf, post, readAll, startConversation, type Page } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations', () => {
  it("lists only the agent's own conversations, oldest first, page by page", async () => {
    const fixture = await agentOrg(app);
    const started: ConversationResponse[] = [];
    for (let i = 0; i < 5; i++) started.push(await startConversation(app, i % 2 ? { bearer: fixture.token } : { bearer: fixture.liveKey }, fixture.agentId, `Topic ${i}`));
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    await startConversation(app, { bearer: sibling.api_key }, sibling.agent.id);

    const first = await call<Page<ConversationResponse>>(app, 'GET', `${conversationsOf(fixture.agentId)}?limit=2`, { as: { bearer: fixture.liveKey } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toEqual(started.slice(0, 2));
    expect(first.body.next_cursor).toBe(started[1]!.id);
    expect(await readAll(app, { bearer: fixture.liveKey }, `${conversationsOf(fixture.agentId)}?limit=2`)).toEqual(started);
  });

  it('lists newest first with order=desc, the cursor going on in that direction', async () => {
    const fixture = await agentOrg(app);
    const started: ConversationResponse[] = [];
    for (let i = 0; i < 5; i++) started.push(await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId, `Topic ${i}`));
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    expect(await readAll(app, { cookie: member.cookie }, `${conversationsOf(fixture.agentId)}?order=desc&limit=2`)).toEqual(started.reverse());
  });

  it('keeps a conversation in its place when a message moves its updated_at', async () => {
    const fixture = await agentOrg(app);
    const older = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId, 'Older');
    const newer = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId, 'Newer');
    const message = await post(app, { bearer: fixture.liveKey }, fixture.agentId, older.id);
    const list = await call<Page<ConversationResponse>>(app, 'GET', conversationsOf(fixture.agentId), { as: { bearer: fixture.token } });
    expect(list.body).toEqual({ data: [{ ...older, updated_at: message.created_at }, newer], next_cursor: null });
  });

  it('answers an empty page for an agent without conversations', async () => {
    const fixture = await agentOrg(app);
    const list = await call<Page<ConversationResponse>>(app, 'GET', conversationsOf(fixture.agentId), { as: { bearer: fixture.testKey } });
    expect(list.status, list.raw).toBe(200);
    expect(list.body).toEqual({ data: [], next_cursor: null });
  });
});
