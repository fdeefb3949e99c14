import { describe, expect, it } from 'vitest';
import type { TeamBudgetResponse } from '../../../src/routers/teams/budget.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/budget', () => {
  it('sets the limits given, clears those given null, leaves the others, and audits the change', async () => {
    const setup = await teamSetup(app, { poolCents: 100 });
    const path = `/api/v1/teams/${setup.teamId}/budget`;
    const first = await call<TeamBudgetResponse>(app, 'POST', path, {
      as: as(setup.owner),
      body: { daily_limit_cents: 200, monthly_limit_cents: 3000, hard_cap_cents: 0 },
    });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toMatchObject({ pool_cents: 100, daily_limit_cents: 200, monthly_limit_cents: 3000, hard_cap_cents: 0, total_limit_cents: 0 });

    const second = await call<TeamBudgetResponse>(app, 'POST', path, { as: as(setup.owner), body: { monthly_limit_cents: null, hard_cap_cents: 9000 } });
    expect(second.body).toMatchObject({ daily_limit_cents: 200, monthly_limit_cents: null, hard_cap_cents: 9000, total_limit_cents: 100 });
    const team = await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } });
    expect([team.dailyLimitCents, team.monthlyLimitCents, team.hardCapCents]).toEqual([200n, null, 9000n]);

    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId: setup.orgId, action: 'team.limits_updated' }, orderBy: { seq: 'asc' } });
    expect(entries.map((entry) => entry.details)).toEqual([
      { daily_limit_cents: 200, monthly_limit_cents: 3000, hard_cap_cents: 0 },
      { monthly_limit_cents: null, hard_cap_cents: 9000 },
    ]);
  });

  it('changes nothing with an empty body', async () => {
    const setup = await teamSetup(app);
    await app.db.prisma.team.update({ where: { id: setup.teamId }, data: { dailyLimitCents: 50n } });
    const result = await call<TeamBudgetResponse>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget`, { as: as(setup.owner), body: {} });
    expect(result.body).toMatchObject({ daily_limit_cents: 50, monthly_limit_cents: null, hard_cap_cents: null });
  });
});
