import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/domain/dispatch/budgets.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, countLive, teamSetup } from '../teams/budget-fixtures.js';

const app = useTestApp();

describe('GET /api/v1/balance', () => {
  it("answers the active workspace's wallet alone without team_id", async () => {
    const setup = await teamSetup(app, { balanceCents: 1200 });
    const result = await call(app, 'GET', '/api/v1/balance', { as: as(setup.worker) });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ balance_cents: 1200, held_cents: 0, currency: 'usd' });
  });

  it("adds the team's budget, as GET /teams/{id}/budget answers it, with team_id", async () => {
    const setup = await teamSetup(app, { balanceCents: 1200, poolCents: 800 });
    await app.db.prisma.team.update({ where: { id: setup.teamId }, data: { allocatedCents: 200n, hardCapCents: 1000n } });
    await countLive(app, setup.orgId, COUNTERS.teamTotalCents(setup.teamId), 55);
    const result = await call(app, 'GET', `/api/v1/balance?team_id=${setup.teamId}`, { as: as(setup.worker) });
    expect(result.status, result.raw).toBe(200);
    const budget = await call(app, 'GET', `/api/v1/teams/${setup.teamId}/budget`, { as: as(setup.worker) });
    expect(result.body).toEqual({ balance_cents: 1200, held_cents: 0, currency: 'usd', team: budget.body });
    expect(budget.body).toMatchObject({ pool_cents: 800, allocated_cents: 200, hard_cap_cents: 1000, spent_total_cents: 55 });
  });
});
