import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('GET /api/v1/budget-requests', () => {
  it("answers 404 for another organization's team_id", async () => {
    const setup = await teamSetup(app);
    const foreign = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/budget-requests?team_id=${foreign.teamId}`, { as: as(setup.owner) });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });

  it.each([
    ['status', '?status=maybe'],
    ['cursor', '?cursor=team_01jh0xg1j3m5p7s9v1x3z5b7d9'],
  ])('refuses a bad %s with 400', async (field, query) => {
    const setup = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/budget-requests${query}`, { as: as(setup.owner) });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
  });
});
