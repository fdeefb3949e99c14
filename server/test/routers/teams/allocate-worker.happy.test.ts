import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/domain/dispatch/budgets.js';
import type { WorkerAllocationResponse } from '../../../src/routers/teams/allocate-worker.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { as, countLive, teamSetup } from './budget-fixtures.js';

const app = useTestApp();

const path = (teamId: string, userId: string) => `/api/v1/teams/${teamId}/workers/${userId}/budget/allocate`;

describe('POST /api/v1/teams/{id}/workers/{userId}/budget/allocate', () => {
  it("adds to the worker's allocation from the pool, shows the worker's live spend, and audits it", async () => {
    const setup = await teamSetup(app, { poolCents: 1000 });
    const workerId = setup.worker.session.user.id;
    await countLive(app, setup.orgId, COUNTERS.workerCents(setup.teamId, workerId), 30);
    const first = await call<WorkerAllocationResponse>(app, 'POST', path(setup.teamId, workerId), { as: as(setup.manager), body: { amount_cents: 100 } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toEqual({ team_id: setup.teamId, user_id: workerId, allocation_cents: 100, spent_cents: 30, remaining_cents: 70 });
    const admin = await addMember(app, setup.orgId, 'admin');
    const second = await call<WorkerAllocationResponse>(app, 'POST', path(setup.teamId, workerId), { as: as(admin), body: { amount_cents: 250 } });
    expect(second.status, second.raw).toBe(200);
    expect(second.body).toMatchObject({ allocation_cents: 350, remaining_cents: 320 });

    expect(await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).toMatchObject({ poolCents: 1000n, allocatedCents: 350n });
    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId: setup.orgId, action: 'team.worker_allocated' }, orderBy: { seq: 'asc' } });
    expect(entries.map((entry) => [entry.actorId, entry.targetId, entry.details])).toEqual([
      [setup.manager.session.user.id, setup.teamId, { user_id: workerId, amount_cents: 100, allocation_cents: 100 }],
      [admin.session.user.id, setup.teamId, { user_id: workerId, amount_cents: 250, allocation_cents: 350 }],
    ]);
  });

  it('allocates the whole unallocated part of the pool, and lets exactly 20 of 50 concurrent allocations of 10 from 200 succeed', async () => {
    const setup = await teamSetup(app, { poolCents: 200 });
    const workerId = setup.worker.session.user.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(app, 'POST', path(setup.teamId, workerId), { as: as(setup.owner), body: { amount_cents: 10 } })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    expect(await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).toMatchObject({ poolCents: 200n, allocatedCents: 200n });
    const member = await app.db.prisma.teamMember.findUniqueOrThrow({ where: { teamId_userId: { teamId: setup.teamId, userId: workerId } } });
    expect(member.allocationCents).toBe(200n);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'team.worker_allocated' } })).toBe(20);
  });
});
