import { describe, expect, it } from 'vitest';
import { MAX_MESSAGES_PER_CONVERSATION } from '../../../src/domain/agents/conversations.js';
import { newId } from '../../../src/domain/ids.js';
import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf, messagesOf, startConversation } from './fixtures.js';

const app = useTestApp();

/** `count` messages written directly into the conversation, as if posted before. */
async function fill(orgId: string, conversationId: string, count: number): Promise<void> {
  await app.db.prisma.conversationMessage.createMany({
    data: Array.from({ length: count }, () => ({ id: newId('msg'), orgId, conversationId, role: 'user' as const, content: 'earlier' })),
  });
}

describe('POST /api/v1/agents/{id}/conversations/{cid}/messages', () => {
  it.each([
    ['no role', { content: 'Hello' }, 'role'],
    ['an unknown role', { role: 'developer', content: 'Hello' }, 'role'],
    ['no content', { role: 'user' }, 'content'],
    ['empty content', { role: 'user', content: '' }, 'content'],
    ['content of 32,001 characters', { role: 'user', content: 'x'.repeat(32_001) }, 'content'],
    ['content that is not a string', { role: 'user', content: { text: 'Hello' } }, 'content'],
    ['an unknown field', { role: 'user', content: 'Hello', author_id: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z' }, ''],
  ])('refuses %s with 400, storing nothing and leaving updated_at', async (_name, body, path) => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const result = await call<ErrorEnvelope>(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.liveKey }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect(await app.db.prisma.conversationMessage.count({ where: { conversationId: conversation.id } })).toBe(0);
    const read = await call<ConversationResponse>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toEqual(conversation);
  });

  it("answers 404 for a conversation that does not exist, or another agent's under this agent's path", async () => {
    const fixture = await agentOrg(app);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const theirs = await startConversation(app, { bearer: sibling.api_key }, sibling.agent.id);
    for (const conversationId of ['conv_01jh0xm2p4r6t8v0x2z4b6d8f0', theirs.id]) {
      const result = await call<ErrorEnvelope>(app, 'POST', messagesOf(fixture.agentId, conversationId), { as: { bearer: fixture.token }, body: { role: 'user', content: 'Hi' } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
    expect(await app.db.prisma.conversationMessage.count({ where: { conversationId: theirs.id } })).toBe(0);
  });

  it(`refuses a message past ${MAX_MESSAGES_PER_CONVERSATION} with 409, storing nothing and leaving updated_at`, async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    await fill(fixture.owner.session.organization.id, conversation.id, MAX_MESSAGES_PER_CONVERSATION);
    const result = await call<ErrorEnvelope>(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.liveKey }, body: { role: 'user', content: 'One more' } });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('start a new conversation') });
    expect(await app.db.prisma.conversationMessage.count({ where: { conversationId: conversation.id } })).toBe(MAX_MESSAGES_PER_CONVERSATION);
    const read = await call<ConversationResponse>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as: { bearer: fixture.liveKey } });
    expect(read.body).toEqual(conversation);
  });

  it('lets exactly as many concurrent posts through as the cap has room for', async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const room = 3;
    await fill(fixture.owner.session.organization.id, conversation.id, MAX_MESSAGES_PER_CONVERSATION - room);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(app, 'POST', messagesOf(fixture.agentId, conversation.id), { as: i % 2 ? { bearer: fixture.liveKey } : { bearer: fixture.token }, body: { role: 'user', content: `Racing ${i}` } }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - room);
    expect(await app.db.prisma.conversationMessage.count({ where: { conversationId: conversation.id } })).toBe(MAX_MESSAGES_PER_CONVERSATION);
  });
});
