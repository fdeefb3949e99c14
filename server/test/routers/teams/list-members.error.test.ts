import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, newOrg } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/teams/{id}/members', () => {
  it('answers 404 for a team that does not exist', async () => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/teams/team_01jh0xg1j3m5p7s9v1x3z5b7d9/members', { as: org.as });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Team not found' });
  });

  it("answers 404 for another organization's team", async () => {
    const org = await newOrg(app);
    const foreign = await createTeam(app, await newOrg(app), 'Foreign');
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/teams/${foreign.id}/members`, { as: org.as });
    expect(result.status, result.raw).toBe(404);
  });
});
