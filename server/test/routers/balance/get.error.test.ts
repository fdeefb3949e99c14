import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('GET /api/v1/balance?team_id=', () => {
  it("answers 404 for another organization's team and for a team that does not exist", async () => {
    const setup = await teamSetup(app);
    const foreign = await teamSetup(app);
    for (const id of [foreign.teamId, 'team_01jh0xg1j3m5p7s9v1x3z5b7d9']) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/balance?team_id=${id}`, { as: as(setup.owner) });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
  });

  it('refuses an unknown query parameter with 400', async () => {
    const setup = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/balance?team=x', { as: as(setup.owner) });
    expect(result.status, result.raw).toBe(400);
  });
});
