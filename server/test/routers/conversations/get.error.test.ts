import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf, startConversation } from './fixtures.js';

const app = useTestApp();

async function expectNotFound(path: string, as: { bearer: string } | { cookie: string }) {
  const result = await call<ErrorEnvelope>(app, 'GET', path, { as });
  expect(result.status, result.raw).toBe(404);
  expect(result.body.error.code).toBe('not_found');
}

describe('GET /api/v1/agents/{id}/conversations/{cid}', () => {
  it('answers 404 for a conversation that does not exist', async () => {
    const fixture = await agentOrg(app);
    await expectNotFound(`${conversationsOf(fixture.agentId)}/conv_01jh0xm2p4r6t8v0x2z4b6d8f0`, { bearer: fixture.token });
    await expectNotFound(`${conversationsOf(fixture.agentId)}/not-an-id`, { bearer: fixture.liveKey });
  });

  it("answers 404 to people for another agent's conversation under this agent's path", async () => {
    const fixture = await agentOrg(app);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const theirs = await startConversation(app, { bearer: sibling.api_key }, sibling.agent.id);
    await expectNotFound(`${conversationsOf(fixture.agentId)}/${theirs.id}`, { bearer: fixture.token });
    await expectNotFound(`${conversationsOf(fixture.agentId)}/${theirs.id}`, { cookie: fixture.owner.cookie });
  });

  it("answers 404 to people for a deleted agent's conversations", async () => {
    const fixture = await agentOrg(app);
    const conversation = await startConversation(app, { bearer: fixture.liveKey }, fixture.agentId);
    expect((await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(204);
    await expectNotFound(`${conversationsOf(fixture.agentId)}/${conversation.id}`, { bearer: fixture.token });
  });
});
