import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf, startConversation } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations/{cid}', () => {
  it("answers 404, never 403, to an agent reading another agent's conversation, by that agent's path or its own", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    for (const path of [`${conversationsOf(fixture.agentId)}/${conversation.id}`, `${conversationsOf(sibling.agent.id)}/${conversation.id}`]) {
      for (const key of [sibling.api_key, sibling.test_api_key]) {
        const result = await call<ErrorEnvelope>(app, 'GET', path, { as: { bearer: key } });
        expect(result.status, `${path}: ${result.raw}`).toBe(404);
        expect(result.body.error.code).toBe('not_found');
        expect(result.raw).not.toContain(conversation.title);
      }
    }
  });

  it("answers 404 to another organization's agent and people", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    const stranger = await agentOrg(app);
    for (const as of [{ bearer: stranger.liveKey }, { bearer: stranger.token }, { cookie: stranger.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `${conversationsOf(fixture.agentId)}/${conversation.id}`, { as });
      expect(result.status, result.raw).toBe(404);
    }
  });
});
