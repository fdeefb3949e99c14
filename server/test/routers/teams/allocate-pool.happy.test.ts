import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/domain/dispatch/budgets.js';
import { newId } from '../../../src/domain/ids.js';
import type { TeamBudgetResponse } from '../../../src/routers/teams/budget.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { as, countLive, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/budget/allocate', () => {
  it('grows the pool, leaves the wallet as it is, and audits the allocation', async () => {
    const setup = await teamSetup(app, { balanceCents: 1000 });
    const result = await call<TeamBudgetResponse>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, {
      as: as(setup.owner),
      body: { amount_cents: 400 },
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toMatchObject({ team_id: setup.teamId, pool_cents: 400, allocated_cents: 0 });
    const again = await call<TeamBudgetResponse>(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, {
      as: as(setup.owner),
      body: { amount_cents: 600 },
    });
    expect(again.body.pool_cents).toBe(1000);
    const wallet = await app.db.prisma.wallet.findUniqueOrThrow({ where: { workspaceId: setup.workspaceId } });
    expect([wallet.balanceCents, wallet.heldCents]).toEqual([1000n, 0n]);
    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId: setup.orgId, action: 'team.pool_allocated' }, orderBy: { seq: 'asc' } });
    expect(entries.map((entry) => [entry.targetId, entry.actorId, entry.details])).toEqual([
      [setup.teamId, setup.owner.session.user.id, { amount_cents: 400, pool_cents: 400 }],
      [setup.teamId, setup.owner.session.user.id, { amount_cents: 600, pool_cents: 1000 }],
    ]);
  });

  it("holds only the unspent part of each pool against the wallet: spent rights were paid from its balance", async () => {
    const setup = await teamSetup(app, { balanceCents: 1000, poolCents: 1000 });
    // The team spent 300 of its pool, debited from the wallet; then the wallet was topped up by 100.
    await countLive(app, setup.orgId, COUNTERS.teamTotalCents(setup.teamId), 300);
    await app.db.prisma.wallet.update({ where: { workspaceId: setup.workspaceId }, data: { balanceCents: 800n } });
    const other = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other' } });
    const allocate = (amount_cents: number) =>
      call<TeamBudgetResponse>(app, 'POST', `/api/v1/teams/${other.id}/budget/allocate`, { as: as(setup.owner), body: { amount_cents } });
    // 800 balance - 700 unspent in the first pool: 100 to give.
    expect((await allocate(101)).status).toBe(409);
    const result = await allocate(100);
    expect(result.status, result.raw).toBe(200);
    expect(result.body.pool_cents).toBe(100);
  });

  it('lets exactly as many of 20 concurrent allocations succeed as the wallet affords', async () => {
    // 1000 available, less 250 held by requests in flight and 150 unspent in another pool: 600, six allocations of 100.
    const setup = await teamSetup(app, { balanceCents: 1000 });
    await app.db.prisma.wallet.update({ where: { workspaceId: setup.workspaceId }, data: { heldCents: 250n } });
    const other = await app.db.prisma.team.create({
      data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other', poolCents: 200n },
    });
    await countLive(app, setup.orgId, COUNTERS.teamTotalCents(other.id), 50);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', `/api/v1/teams/${setup.teamId}/budget/allocate`, { as: as(setup.owner), body: { amount_cents: 100 } }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(14);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).poolCents).toBe(600n);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'team.pool_allocated' } })).toBe(6);
  });
});
