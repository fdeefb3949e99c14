import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/skills', () => {
  it('answers 404 for an agent that does not exist', async () => {
    const fixture = await agentWithBindings(app, {});
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/agents/agt_01jh0xa3b5d7f9h1k3m5p7r9s1/skills', { as: { bearer: fixture.token } });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });

  it('answers 404 to people for a deleted agent', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    expect((await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(204);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/${fixture.agentId}/skills`, { as: { bearer: fixture.token } });
    expect(result.status, result.raw).toBe(404);
  });

  it('refuses a query parameter it does not take with 400: it is not paginated', async () => {
    const fixture = await agentWithBindings(app, {});
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/${fixture.agentId}/skills?type=workflow`, { as: { bearer: fixture.liveKey } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
  });
});
