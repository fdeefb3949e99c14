import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { BudgetRequestResponse } from '../../../src/routers/budget-requests/budget-request.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, type TestUser } from '../../support/identity.js';
import { as, teamPerson, teamSetup } from '../teams/budget-fixtures.js';
import { askBudget } from './fixtures.js';

const app = useTestApp();

type Page = { data: BudgetRequestResponse[]; next_cursor: string | null };

const list = async (user: TestUser, query = '') => {
  const result = await call<Page>(app, 'GET', `/api/v1/budget-requests${query}`, { as: as(user) });
  expect(result.status, result.raw).toBe(200);
  return result.body;
};
const ids = (page: Page) => page.data.map((request) => request.id);

describe('GET /api/v1/budget-requests', () => {
  it("shows admins every team's requests, a manager their team's, a worker their own", async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const other = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other' } });
    const otherWorker = await teamPerson(app, { orgId: setup.orgId, teamId: other.id }, 'worker');
    const secondWorker = await teamPerson(app, setup, 'worker');
    const mine = await askBudget(app, setup.worker, setup.teamId);
    const colleague = await askBudget(app, secondWorker, setup.teamId);
    const elsewhere = await askBudget(app, otherWorker, other.id);
    const admin = await addMember(app, setup.orgId, 'admin');
    const stranger = await teamSetup(app);
    await askBudget(app, stranger.worker, stranger.teamId);

    expect(ids(await list(admin))).toEqual([mine.id, colleague.id, elsewhere.id]);
    expect(ids(await list(setup.owner))).toEqual([mine.id, colleague.id, elsewhere.id]);
    expect(ids(await list(setup.manager))).toEqual([mine.id, colleague.id]);
    expect(ids(await list(setup.worker))).toEqual([mine.id]);
    expect(ids(await list(otherWorker))).toEqual([elsewhere.id]);
    expect((await list(setup.worker)).data[0]).toEqual(mine);
  });

  it('filters by status and team, and pages', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const other = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: setup.orgId, workspaceId: setup.workspaceId, name: 'Other' } });
    const otherWorker = await teamPerson(app, { orgId: setup.orgId, teamId: other.id }, 'worker');
    const first = await askBudget(app, setup.worker, setup.teamId);
    const second = await askBudget(app, setup.worker, setup.teamId);
    const third = await askBudget(app, otherWorker, other.id);
    const decided = await call(app, 'PATCH', `/api/v1/budget-requests/${first.id}`, { as: as(setup.manager), body: { status: 'rejected' } });
    expect(decided.status, decided.raw).toBe(200);

    expect(ids(await list(setup.owner, '?status=pending'))).toEqual([second.id, third.id]);
    expect(ids(await list(setup.owner, '?status=rejected'))).toEqual([first.id]);
    expect(ids(await list(setup.owner, `?team_id=${other.id}`))).toEqual([third.id]);
    expect(ids(await list(setup.owner, `?team_id=${setup.teamId}&status=pending`))).toEqual([second.id]);

    const page1 = await list(setup.owner, '?limit=2');
    expect(ids(page1)).toEqual([first.id, second.id]);
    const page2 = await list(setup.owner, `?limit=2&cursor=${page1.next_cursor}`);
    expect(ids(page2)).toEqual([third.id]);
    expect(page2.next_cursor).toBeNull();
  });
});
