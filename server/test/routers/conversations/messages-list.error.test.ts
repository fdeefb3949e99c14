import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, messagesOf, startConversation } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations/{cid}/messages', () => {
  it.each([
    ['order', '?order=oldest'],
    ['limit', '?limit=101'],
    ['cursor', '?cursor=conv_01jh0xm2p4r6t8v0x2z4b6d8f0'],
    ['cursor', '?cursor=msg_'],
  ])('refuses a bad %s with 400', async (field, query) => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const result = await call<ErrorEnvelope>(app, 'GET', `${messagesOf(fixture.agentId, conversation.id)}${query}`, { as: { bearer: fixture.liveKey } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });

  it("answers 404 for a conversation that does not exist, or another agent's under this agent's path", async () => {
    const fixture = await agentOrg(app);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const theirs = await startConversation(app, { bearer: sibling.api_key }, sibling.agent.id);
    for (const conversationId of ['conv_01jh0xm2p4r6t8v0x2z4b6d8f0', theirs.id]) {
      const result = await call<ErrorEnvelope>(app, 'GET', messagesOf(fixture.agentId, conversationId), { as: { bearer: fixture.token } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
  });

  it("answers 404 to people for a deleted agent's conversation", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } });
    expect((await call(app, 'GET', messagesOf(fixture.agentId, conversation.id), { as: { bearer: fixture.token } })).status).toBe(404);
  });
});
