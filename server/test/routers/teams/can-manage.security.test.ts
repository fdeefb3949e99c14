import { describe, expect, it } from 'vitest';
import type { TeamResponse } from '../../../src/routers/teams/team.types.js';
import { useTestApp } from '../../support/app.js';
import { call, type Credential } from '../../support/identity.js';
import { createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

type Page = { data: TeamResponse[]; next_cursor: string | null };

const managed = async (as: Credential) =>
  Object.fromEntries((await call<Page>(app, 'GET', '/api/v1/teams', { as })).body.data.map((team) => [team.name, team.can_manage]));

describe('teams: can_manage', () => {
  it("answers whom the team's management operations admit: its manager and org admins, not its workers or other members", async () => {
    const org = await newOrg(app);
    const research = await createTeam(app, org, 'Research');
    expect(research.can_manage).toBe(true);
    await createTeam(app, org, 'Sales');
    const manager = await person(app, org, 'member');
    const worker = await person(app, org, 'member');
    const admin = await person(app, org, 'admin');
    const outsider = await person(app, org, 'member');
    await join(app, org, research.id, manager.userId, 'manager');
    await join(app, org, research.id, worker.userId, 'worker');

    expect(await managed(org.as)).toEqual({ Research: true, Sales: true });
    expect(await managed(admin.as)).toEqual({ Research: true, Sales: true });
    expect(await managed(manager.as)).toEqual({ Research: true, Sales: false });
    expect(await managed(worker.as)).toEqual({ Research: false, Sales: false });
    expect(await managed(outsider.as)).toEqual({ Research: false, Sales: false });

    // Where it answers false, adding a person to the team is refused.
    const byWorker = await call(app, 'POST', `/api/v1/teams/${research.id}/members`, { as: worker.as, body: { user_id: outsider.userId, role: 'worker' } });
    expect(byWorker.status, byWorker.raw).toBe(403);
    const byManager = await call(app, 'POST', `/api/v1/teams/${research.id}/members`, { as: manager.as, body: { user_id: outsider.userId, role: 'worker' } });
    expect(byManager.status, byManager.raw).toBe(201);

    const switched = await call<{ active_team: TeamResponse }>(app, 'POST', '/api/v1/teams/switch', { as: manager.as, body: { team_id: research.id } });
    expect(switched.body.active_team.can_manage).toBe(true);
  });
});
