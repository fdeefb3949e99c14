import { describe, expect, it } from 'vitest';
import type { MessageResponse } from '../../../src/routers/agents/conversations/message.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, messagesOf, post, readAll, startConversation, type Page } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations/{cid}/messages', () => {
  it('lists the messages oldest first, page by page, to the agent and to people', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.token }, fixture.agentId);
    const other = await startConversation(app, { bearer: fixture.token }, fixture.agentId, 'Other');
    await post(app, { bearer: fixture.token }, fixture.agentId, other.id);
    const posted: MessageResponse[] = [];
    for (let i = 0; i < 5; i++) {
      const as = i % 2 ? { bearer: fixture.liveKey } : { bearer: fixture.token };
      posted.push(await post(app, as, fixture.agentId, conversation.id, { role: i % 2 ? 'assistant' : 'user', content: `Turn ${i}` }));
    }
    const path = messagesOf(fixture.agentId, conversation.id);
    const first = await call<Page<MessageResponse>>(app, 'GET', `${path}?limit=3`, { as: { bearer: fixture.liveKey } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toEqual({ data: posted.slice(0, 3), next_cursor: posted[2]!.id });
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    for (const as of [{ bearer: fixture.testKey }, { cookie: member.cookie }]) expect(await readAll(app, as, `${path}?limit=2`)).toEqual(posted);
  });

  it('lists the latest first with order=desc', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const posted: MessageResponse[] = [];
    for (let i = 0; i < 4; i++) posted.push(await post(app, { bearer: fixture.liveKey }, fixture.agentId, conversation.id, { role: 'user', content: `Turn ${i}` }));
    expect(await readAll(app, { bearer: fixture.token }, `${messagesOf(fixture.agentId, conversation.id)}?order=desc&limit=3`)).toEqual(posted.reverse());
  });

  it('answers an empty page for a conversation without messages', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const result = await call<Page<MessageResponse>>(app, 'GET', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.liveKey } });
    expect(result.body).toEqual({ data: [], next_cursor: null });
  });
});
