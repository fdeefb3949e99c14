import { describe, expect, it } from 'vitest';
import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';
import { askBudget } from './fixtures.js';

const app = useTestApp();

async function allocationOf(teamId: string, userId: string) {
  return (await app.db.prisma.teamMember.findUniqueOrThrow({ where: { teamId_userId: { teamId, userId } } })).allocationCents;
}

describe('PATCH /api/v1/budget-requests/{id}', () => {
  it("approving allocates the amount to the requester from the team pool, records who decided, and audits it", async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 120);
    const result = await call<BudgetRequestResponse>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, {
      as: as(setup.manager),
      body: { status: 'approved', notes: 'Go ahead' },
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      ...request,
      status: 'approved',
      notes: 'Go ahead',
      decided_by: setup.manager.session.user.id,
      decided_at: expect.any(String),
    });
    expect(await allocationOf(setup.teamId, setup.worker.session.user.id)).toBe(120n);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(120n);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId: setup.orgId, action: 'budget_request.approved' } });
    expect(entry).toMatchObject({
      targetId: request.id,
      actorId: setup.manager.session.user.id,
      details: { team_id: setup.teamId, user_id: setup.worker.session.user.id, amount_cents: 120, allocation_cents: 120, notes: 'Go ahead' },
    });
  });

  it('rejecting allocates nothing; an org admin outside the team decides too', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 120);
    const admin = await addMember(app, setup.orgId, 'admin');
    const result = await call<BudgetRequestResponse>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(admin), body: { status: 'rejected' } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toMatchObject({ status: 'rejected', notes: null, decided_by: admin.session.user.id });
    expect(await allocationOf(setup.teamId, setup.worker.session.user.id)).toBe(0n);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'budget_request.rejected', targetId: request.id } })).toBe(1);
  });

  it('of two concurrent approvals, one succeeds and one is a conflict: the amount is allocated once', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    const results = await Promise.all(
      [setup.manager, setup.owner].map((decider) =>
        call(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(decider), body: { status: 'approved' } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await allocationOf(setup.teamId, setup.worker.session.user.id)).toBe(100n);
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(100n);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: setup.orgId, action: 'budget_request.approved' } })).toBe(1);
  });
});
