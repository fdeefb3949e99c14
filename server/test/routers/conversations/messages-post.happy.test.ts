import { describe, expect, it } from 'vitest';
import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import type { MessageResponse } from '../../../src/routers/agents/conversations/message.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { agentOrg, conversationsOf, messagesOf, startConversation } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agents/{id}/conversations/{cid}/messages', () => {
  it("posts the agent's message with its key, the agent its author, and moves the conversation's updated_at to it", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.token }, fixture.agentId);
    const result = await call<MessageResponse>(app, 'POST', messagesOf(fixture.agentId, conversation.id), {
      as: { bearer: fixture.liveKey },
      body: { role: 'assistant', content: 'Acme delivers sooner.' },
    });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^msg_[0-9a-hjkmnp-tv-z]{26}$/),
      conversation_id: conversation.id,
      role: 'assistant',
      content: 'Acme delivers sooner.',
      author_id: fixture.agentId,
      created_at: expect.any(String),
    });
    const read = await call<ConversationResponse>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as: { bearer: fixture.token } });
    expect(read.body).toEqual({ ...conversation, updated_at: result.body.created_at });
  });

  it("posts a person's message, by cookie or token, the person its author", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    for (const [as, userId] of [
      [{ cookie: member.cookie }, member.session.user.id],
      [{ bearer: fixture.token }, fixture.owner.session.user.id],
    ] as const) {
      const result = await call<MessageResponse>(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as, body: { role: 'user', content: 'Go with Acme.' } });
      expect(result.status, result.raw).toBe(201);
      expect(result.body.author_id).toBe(userId);
    }
  });

  it.each([['user'], ['assistant'], ['system'], ['tool']])('takes the role %s', async (role) => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const result = await call<MessageResponse>(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.testKey }, body: { role, content: '{"ok":true}' } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body.role).toBe(role);
  });

  it('keeps content of 32,000 characters as sent, spaces and lines included', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const content = `  ${'é'.repeat(31_994)}\n\n  `;
    expect(content).toHaveLength(32_000);
    const result = await call<MessageResponse>(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.liveKey }, body: { role: 'user', content } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body.content).toBe(content);
  });

  it('is not audited message by message: the conversation is the unit of the trail', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const before = await app.db.prisma.auditEntry.count({ where: { agentId: fixture.agentId } });
    for (let i = 0; i < 3; i++) {
      await call(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.liveKey }, body: { role: 'user', content: `Turn ${i}` } });
    }
    expect(await app.db.prisma.auditEntry.count({ where: { agentId: fixture.agentId } })).toBe(before);
  });
});
