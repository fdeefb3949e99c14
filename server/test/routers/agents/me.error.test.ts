import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/agents/me', () => {
  const fixture = useAgentWithBindings(app, {});

  it('refuses a rotated key with 401', async () => {
    const old = fixture.liveKey;
    expect((await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}/key`, { as: { bearer: fixture.token } })).status).toBe(200);
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/agents/me', { as: { bearer: old } });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('unauthorized');
  });

  it('is read-only: another method is 405 allowing GET alone, never /agents/{id} with the id "me"', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const result = await call<ErrorEnvelope>(app, method, '/api/v1/agents/me', {
        as: { bearer: fixture.token },
        ...(method === 'POST' || method === 'PATCH' ? { body: {} } : {}),
      });
      expect({ method, status: result.status, allow: result.headers.get('allow') }).toEqual({ method, status: 405, allow: 'GET' });
      expect(result.body.error.code).toBe('method_not_allowed');
    }
  });
});
