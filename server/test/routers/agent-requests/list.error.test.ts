import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { agentOrg } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/agent-requests', () => {
  it.each([
    ['status', '?status=answered'],
    ['order', '?order=newest'],
    ['limit', '?limit=101'],
    ['cursor', '?cursor=bgr_01jh0xj3m5p7s9v1x3z5b7d9f1'],
  ])('refuses a bad %s with 400', async (field, query) => {
    const fixture = await agentOrg(app);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agent-requests${query}`, { as: { bearer: fixture.token } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });
});
