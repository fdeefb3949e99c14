import { describe, expect, it } from 'vitest';
import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import { newId } from '../../../src/domain/ids.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, type TestUser } from '../../support/identity.js';
import { as, teamSetup } from '../teams/budget-fixtures.js';
import { askBudget } from './fixtures.js';

const app = useTestApp();

type Page = { data: BudgetRequestResponse[]; next_cursor: string | null };

const canDecide = async (viewer: TestUser, requestId: string) => {
  const listed = await call<Page>(app, 'GET', '/api/v1/budget-requests', { as: as(viewer) });
  return listed.body.data.find((request) => request.id === requestId)?.can_decide;
};

describe('budget requests: can_decide', () => {
  it("answers the rule the decision enforces: the team's manager or an org admin, never the requester, pending only", async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const admin = await addMember(app, setup.orgId, 'admin');
    const request = await askBudget(app, setup.worker, setup.teamId, 100);
    expect(request.can_decide).toBe(false);
    expect(await canDecide(setup.worker, request.id)).toBe(false);
    expect(await canDecide(setup.manager, request.id)).toBe(true);
    expect(await canDecide(admin, request.id)).toBe(true);
    expect(await canDecide(setup.owner, request.id)).toBe(true);

    // An admin who is also a worker of the team asks: the admin role does not let them decide it.
    await app.db.prisma.teamMember.create({ data: { id: newId('tmm'), orgId: setup.orgId, teamId: setup.teamId, userId: admin.session.user.id, role: 'worker' } });
    const own = await askBudget(app, admin, setup.teamId, 50);
    expect(await canDecide(admin, own.id)).toBe(false);
    expect((await call(app, 'PATCH', `/api/v1/budget-requests/${own.id}`, { as: as(admin), body: { status: 'approved' } })).status).toBe(403);

    const decided = await call<BudgetRequestResponse>(app, 'PATCH', `/api/v1/budget-requests/${request.id}`, { as: as(setup.manager), body: { status: 'rejected' } });
    expect(decided.status, decided.raw).toBe(200);
    expect(decided.body.can_decide).toBe(false);
    expect(await canDecide(setup.owner, request.id)).toBe(false);
  });
});
