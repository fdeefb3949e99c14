import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('GET /api/v1/teams/{id}/budget', () => {
  it('answers 404 for a team that does not exist, and for another organization\'s', async () => {
    const home = await teamSetup(app);
    const foreign = await teamSetup(app);
    for (const id of ['team_01jh0xg1j3m5p7s9v1x3z5b7d9', foreign.teamId]) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/teams/${id}/budget`, { as: as(home.owner) });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
  });
});
