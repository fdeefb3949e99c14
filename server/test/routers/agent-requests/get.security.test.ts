import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { agentOrg, ask } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agent-requests/{id}', () => {
  it("answers 404, never 403, to another agent of the organization and to another organization's agent and people", async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey);
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const stranger = await agentOrg(app);
    for (const as of [{ bearer: sibling.api_key }, { bearer: sibling.test_api_key }, { bearer: stranger.liveKey }, { bearer: stranger.token }, { cookie: stranger.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agent-requests/${request.id}`, { as });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
  });

  it("stops answering a deleted agent's key, while people still read its requests", async () => {
    const fixture = await agentOrg(app);
    const request = await ask(app, fixture.liveKey);
    const deleted = await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect((await call(app, 'GET', `/api/v1/agent-requests/${request.id}`, { as: { bearer: fixture.liveKey } })).status).toBe(401);
    expect((await call(app, 'GET', `/api/v1/agent-requests/${request.id}`, { as: { bearer: fixture.token } })).status).toBe(200);
  });
});
