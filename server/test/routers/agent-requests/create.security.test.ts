import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, ask, QUESTION } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agent-requests', () => {
  it('refuses people, by cookie or token, with 403: only an agent asks', async () => {
    const fixture = await agentOrg(app);
    for (const as of [{ cookie: fixture.owner.cookie }, { bearer: fixture.token }]) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/agent-requests', { as, body: QUESTION });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    expect(await app.db.prisma.agentRequest.count()).toBe(0);
  });

  it('files the request under the calling agent: an agent cannot ask in the name of another', async () => {
    const fixture = await agentOrg(app);
    const other = await createAgent(app, { bearer: fixture.token }, { name: 'Other' });
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: fixture.liveKey }, body: { ...QUESTION, agent_id: other.agent.id } });
    expect(result.status, result.raw).toBe(400);
    const request = await ask(app, fixture.liveKey);
    expect(request.agent_id).toBe(fixture.agentId);
  });

  it("does not count another agent's open requests against the caller's, nor another organization's", async () => {
    const fixture = await agentOrg(app);
    const stranger = await agentOrg(app);
    await ask(app, stranger.liveKey);
    await ask(app, fixture.liveKey);
    expect(await app.db.prisma.agentRequest.count({ where: { agentId: fixture.agentId } })).toBe(1);
  });
});
