import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg, conversationsOf } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/conversations', () => {
  it.each([
    ['order', '?order=newest'],
    ['limit', '?limit=0'],
    ['limit', '?limit=101'],
    ['cursor', '?cursor=msg_01jh0xn3q5s7v9x1z3b5d7f9h1'],
    ['cursor', '?cursor=garbage'],
  ])('refuses a bad %s with 400', async (field, query) => {
    const fixture = await agentOrg(app);
    const result = await call<ErrorEnvelope>(app, 'GET', `${conversationsOf(fixture.agentId)}${query}`, { as: { bearer: fixture.liveKey } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });

  it('answers 404 for an agent that does not exist, or was deleted', async () => {
    const fixture = await agentOrg(app);
    expect((await call(app, 'GET', conversationsOf('agt_01jh0xa3b5d7f9h1k3m5p7r9s1'), { as: { bearer: fixture.token } })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}`, { as: { cookie: fixture.owner.cookie } })).status).toBe(204);
    const result = await call<ErrorEnvelope>(app, 'GET', conversationsOf(fixture.agentId), { as: { bearer: fixture.token } });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });
});
