import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf, startConversation } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations', () => {
  it("answers 404, never 403, to an agent listing another agent's conversations, and to another organization", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId, 'Private matters');
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const stranger = await agentOrg(app);
    for (const as of [{ bearer: sibling.api_key }, { bearer: sibling.test_api_key }, { bearer: stranger.liveKey }, { bearer: stranger.token }, { cookie: stranger.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', conversationsOf(fixture.agentId), { as });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
      expect(result.raw).not.toContain(conversation.id);
    }
  });
});
