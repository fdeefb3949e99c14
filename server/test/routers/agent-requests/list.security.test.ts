import { describe, expect, it } from 'vitest';
import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, ask } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agent-requests', () => {
  it('refuses agent keys with 403: an agent reads its own requests by id', async () => {
    const fixture = await agentOrg(app);
    await ask(app, fixture.liveKey);
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/agent-requests', { as: { bearer: fixture.liveKey } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error.code).toBe('forbidden');
  });

  it("never shows another organization's requests, even asked for by its agent_id", async () => {
    const fixture = await agentOrg(app);
    const stranger = await agentOrg(app);
    await ask(app, stranger.liveKey);
    for (const query of ['', `?agent_id=${stranger.agentId}`]) {
      const result = await call<{ data: AgentRequestResponse[] }>(app, 'GET', `/api/v1/agent-requests${query}`, { as: { bearer: fixture.token } });
      expect(result.status, result.raw).toBe(200);
      expect(result.body.data).toEqual([]);
    }
  });
});
