import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/budget', () => {
  it.each([
    ['daily_limit_cents', -1],
    ['monthly_limit_cents', 1.5],
    ['hard_cap_cents', '100'],
    ['daily_limit_cents', Number.MAX_SAFE_INTEGER + 2],
  ])('refuses %s = %j with 400 naming the field, and changes nothing', async (field, value) => {
    const setup = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget`, { as: as(setup.owner), body: { [field]: value } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.map((detail) => detail.path)).toContain(field);
    const team = await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } });
    expect([team.dailyLimitCents, team.monthlyLimitCents, team.hardCapCents]).toEqual([null, null, null]);
  });

  it("refuses the team's manager: limits bind managers, so only org admins set them", async () => {
    const setup = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget`, { as: as(setup.manager), body: { daily_limit_cents: 10 } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error.code).toBe('forbidden');
  });

  it("answers 404 for another organization's team", async () => {
    const home = await teamSetup(app);
    const foreign = await teamSetup(app);
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${foreign.teamId}/budget`, { as: as(home.owner), body: { daily_limit_cents: 10 } });
    expect(result.status, result.raw).toBe(404);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: foreign.teamId } })).dailyLimitCents).toBeNull();
  });
});
