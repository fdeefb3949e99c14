import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { as, teamPerson, teamSetup } from '../teams/budget-fixtures.js';
import { askBudget } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/budget-requests/{id}', () => {
  it("refuses workers, the requester, members outside the team and another team's manager with 403", async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    const other = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other' } });
    const otherManager = await teamPerson(app, { orgId: setup.orgId, teamId: other.id }, 'manager');
    const colleague = await teamPerson(app, setup, 'worker');
    const outsider = await addMember(app, setup.orgId, 'member');
    for (const caller of [setup.worker, colleague, outsider, otherManager]) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(caller), body: { status: 'approved' } });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    expect((await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
    expect((await app.db.prisma.team.findUniqueOrThrow({ where: { id: setup.teamId } })).allocatedCents).toBe(0n);
  });

  it('refuses a decision on your own request, even as an org admin who manages the team', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const adminWorker = await addMember(app, setup.orgId, 'admin');
    await app.db.prisma.teamMember.create({
      data: { id: newId('tmm'), orgId: setup.orgId, teamId: setup.teamId, userId: adminWorker.session.user.id, role: 'worker' },
    });
    const request = await askBudget(app, adminWorker, setup.teamId, 100);
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(adminWorker), body: { status: 'approved' } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error.message).toBe('A budget request is decided by someone other than its requester');
    expect((await app.db.prisma.budgetRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });
});
