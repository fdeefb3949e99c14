import { describe, expect, it } from 'vitest';
import type { TeamResponse } from '../../../src/routers/teams/team.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person, secondWorkspace, teamIn } from './fixtures.js';

type Page = { data: TeamResponse[]; next_cursor: string | null };

const app = useTestApp();

describe('GET /api/v1/teams', () => {
  it('lists the teams of the active workspace, oldest first, with their member counts and the active one marked', async () => {
    const org = await newOrg(app);
    const research = await createTeam(app, org, 'Research');
    const sales = await createTeam(app, org, 'Sales');
    const worker = await person(app, org, 'member');
    await join(app, org, sales.id, worker.userId, 'worker');
    await join(app, org, sales.id, org.owner.session.user.id, 'manager');
    const elsewhere = await teamIn(app, org, await secondWorkspace(app, org), 'Elsewhere');
    await call(app, 'POST', '/api/v1/teams/switch', { as: worker.as, body: { team_id: sales.id } });

    const listed = await call<Page>(app, 'GET', '/api/v1/teams', { as: worker.as });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body.next_cursor).toBeNull();
    expect(listed.body.data).toEqual([
      { id: research.id, workspace_id: org.workspaceId, name: 'Research', member_count: 0, is_active: false, created_at: research.created_at, can_manage: false, can_request_budget: false },
      { id: sales.id, workspace_id: org.workspaceId, name: 'Sales', member_count: 2, is_active: true, created_at: sales.created_at, can_manage: false, can_request_budget: true },
    ]);
    expect(listed.body.data.map((team) => team.id)).not.toContain(elsewhere);

    const owners = await call<Page>(app, 'GET', '/api/v1/teams', { as: org.as });
    expect(owners.body.data.map((team) => team.is_active)).toEqual([false, false]);
  });

  it('pages with cursor and limit', async () => {
    const org = await newOrg(app);
    const names = ['A', 'B', 'C'];
    for (const name of names) await createTeam(app, org, name);
    const first = await call<Page>(app, 'GET', '/api/v1/teams?limit=2', { as: org.as });
    expect(first.body.data.map((team) => team.name)).toEqual(['A', 'B']);
    expect(first.body.next_cursor).toBe(first.body.data[1]!.id);
    const second = await call<Page>(app, 'GET', `/api/v1/teams?limit=2&cursor=${first.body.next_cursor}`, { as: org.as });
    expect(second.body).toEqual({ data: [expect.objectContaining({ name: 'C' })], next_cursor: null });
  });

  it("lists nothing of another organization's teams", async () => {
    const org = await newOrg(app);
    const other = await newOrg(app);
    await createTeam(app, other, 'Theirs');
    const listed = await call<Page>(app, 'GET', '/api/v1/teams', { as: org.as });
    expect(listed.body.data).toEqual([]);
  });
});
