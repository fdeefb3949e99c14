import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, conversationsOf, post, startConversation } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations/{cid}', () => {
  it('gives the agent its conversation with either key, and any person of the organization, members included', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    for (const as of [{ bearer: fixture.liveKey }, { bearer: fixture.testKey }, { cookie: member.cookie }, { bearer: fixture.token }]) {
      const result = await call<ConversationResponse>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as });
      expect(result.status, result.raw).toBe(200);
      expect(result.body).toEqual(conversation);
    }
  });

  it('answers updated_at as the time of the latest message', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.token }, fixture.agentId);
    await post(app, { bearer: fixture.liveKey }, fixture.agentId, conversation.id);
    const latest = await post(app, { bearer: fixture.token }, fixture.agentId, conversation.id, { role: 'assistant', content: 'Globex.' });
    const result = await call<ConversationResponse>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as: { bearer: fixture.liveKey } });
    expect(result.body).toEqual({ ...conversation, updated_at: latest.created_at });
    expect(Date.parse(result.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(conversation.created_at));
  });
});
