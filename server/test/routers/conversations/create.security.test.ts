import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, conversationsOf } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agents/{id}/conversations', () => {
  it("answers 404, never 403, to an agent's key under another agent's id, of its organization or another, creating nothing", async () => {
    const fixture = await agentOrg(app);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const stranger = await agentOrg(app);
    for (const as of [{ bearer: sibling.api_key }, { bearer: sibling.test_api_key }, { bearer: stranger.liveKey }, { bearer: stranger.token }, { cookie: stranger.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), { as, body: { title: 'Not mine' } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
    expect(await app.db.prisma.conversation.count({ where: { agentId: fixture.agentId } })).toBe(0);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'conversation.created' } })).toBe(0);
  });

  it("stops answering a deleted agent's key with 401", async () => {
    const fixture = await agentOrg(app);
    await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } });
    const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), { as: { bearer: fixture.liveKey }, body: { title: 'Gone' } });
    expect(result.status, result.raw).toBe(401);
  });

  it('refuses a cross-site cookie request with 403', async () => {
    const fixture = await agentOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', conversationsOf(fixture.agentId), {
      as: { cookie: fixture.owner.cookie },
      body: { title: 'Forged' },
      headers: { origin: 'https://evil.example' },
    });
    expect(result.status, result.raw).toBe(403);
    expect(await app.db.prisma.conversation.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });
});
