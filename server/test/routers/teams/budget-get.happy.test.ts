import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/domain/dispatch/budgets.js';
import type { TeamBudgetResponse } from '../../../src/routers/teams/budget.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, countLive, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('GET /api/v1/teams/{id}/budget', () => {
  it('answers the pool, the allocated part, the limits and the live spend of today, this month and in total', async () => {
    const setup = await teamSetup(app, { poolCents: 900 });
    const now = new Date();
    await app.db.prisma.team.update({ where: { id: setup.teamId }, data: { allocatedCents: 300n, monthlyLimitCents: 5000n } });
    await countLive(app, setup.orgId, COUNTERS.teamDayCents(setup.teamId, now), 7);
    await countLive(app, setup.orgId, COUNTERS.teamMonthCents(setup.teamId, now), 40);
    await countLive(app, setup.orgId, COUNTERS.teamTotalCents(setup.teamId), 120);
    // Test mode spends nothing: its counters are not the team's spend.
    const total = COUNTERS.teamTotalCents(setup.teamId);
    await app.db.prisma.usageCounter.create({ data: { orgId: setup.orgId, ...total, mode: 'test', value: 999n } });

    for (const reader of [setup.owner, setup.manager, setup.worker]) {
      const result = await call<TeamBudgetResponse>(app, 'GET', `/api/v1/teams/${setup.teamId}/budget`, { as: as(reader) });
      expect(result.status, result.raw).toBe(200);
      expect(result.body).toEqual({
        team_id: setup.teamId,
        pool_cents: 900,
        allocated_cents: 300,
        daily_limit_cents: null,
        monthly_limit_cents: 5000,
        hard_cap_cents: null,
        total_limit_cents: 900,
        spent_today_cents: 7,
        spent_month_cents: 40,
        spent_total_cents: 120,
      });
    }
  });

  it('answers zero spend for a team that never spent', async () => {
    const setup = await teamSetup(app);
    const result = await call<TeamBudgetResponse>(app, 'GET', `/api/v1/teams/${setup.teamId}/budget`, { as: as(setup.owner) });
    expect(result.body).toMatchObject({ pool_cents: 0, allocated_cents: 0, spent_today_cents: 0, spent_month_cents: 0, spent_total_cents: 0 });
  });
});
