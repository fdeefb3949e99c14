import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, messagesOf, post, startConversation } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations/{cid}/messages', () => {
  it("answers 404, never 403, to an agent reading another agent's messages, by either agent's path, and to another organization", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    await post(app, { bearer: fixture.liveKey }, fixture.agentId, conversation.id, { role: 'user', content: 'The vault code is 4471' });
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const stranger = await agentOrg(app);
    const attempts = [
      { path: messagesOf(fixture.agentId, conversation.id), as: { bearer: sibling.api_key } },
      { path: messagesOf(sibling.agent.id, conversation.id), as: { bearer: sibling.api_key } },
      { path: messagesOf(fixture.agentId, conversation.id), as: { bearer: stranger.liveKey } },
      { path: messagesOf(fixture.agentId, conversation.id), as: { bearer: stranger.token } },
    ];
    for (const { path, as } of attempts) {
      const result = await call<ErrorEnvelope>(app, 'GET', path, { as });
      expect(result.status, `${path}: ${result.raw}`).toBe(404);
      expect(result.body.error.code).toBe('not_found');
      expect(result.raw).not.toContain('4471');
    }
  });
});
