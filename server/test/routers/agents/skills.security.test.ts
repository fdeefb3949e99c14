import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call, createAgent } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/skills', () => {
  it("answers 404, never 403, to another agent's key of the organization, and to another organization", async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const stranger = await agentWithBindings(app, {});
    for (const as of [{ bearer: sibling.api_key }, { bearer: sibling.test_api_key }, { bearer: stranger.liveKey }, { bearer: stranger.token }, { cookie: stranger.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/${fixture.agentId}/skills`, { as });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
      expect(result.raw).not.toContain('web_search');
    }
  });
});
