import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agent-requests/{id}', () => {
  it.each(['areq_01jh0xk4n6q8t0w2y4a6c8e0g2', 'nonsense'])('answers 404 not_found for %s, which names no request', async (id) => {
    const fixture = await agentOrg(app);
    for (const as of [{ bearer: fixture.liveKey }, { bearer: fixture.token }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agent-requests/${id}`, { as });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Agent request not found' });
    }
  });
});
