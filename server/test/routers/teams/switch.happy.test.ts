import { describe, expect, it } from 'vitest';
import type { TeamResponse } from '../../../src/routers/teams/team.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person } from './fixtures.js';

type Switched = { active_team: TeamResponse | null };

const app = useTestApp();

async function activeTeamOf(orgId: string, userId: string) {
  const membership = await app.db.prisma.membership.findUniqueOrThrow({ where: { orgId_userId: { orgId, userId } } });
  return membership.activeTeamId;
}

describe('POST /api/v1/teams/switch', () => {
  it("sets a member's active team to a team they belong to, and answers the team", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const worker = await person(app, org, 'member');
    await join(app, org, team.id, worker.userId, 'worker');

    const result = await call<Switched>(app, 'POST', '/api/v1/teams/switch', { as: worker.as, body: { team_id: team.id } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      active_team: { id: team.id, workspace_id: org.workspaceId, name: 'Research', member_count: 1, is_active: true, created_at: team.created_at, can_manage: false, can_request_budget: true },
    });
    expect(await activeTeamOf(org.orgId, worker.userId)).toBe(team.id);
    expect(await activeTeamOf(org.orgId, org.owner.session.user.id)).toBeNull();
  });

  it('lets an admin switch to any team of the active workspace, and to another one after', async () => {
    const org = await newOrg(app);
    const admin = await person(app, org, 'admin');
    const first = await createTeam(app, org, 'First');
    const second = await createTeam(app, org, 'Second');
    await call(app, 'POST', '/api/v1/teams/switch', { as: admin.as, body: { team_id: first.id } });
    const result = await call<Switched>(app, 'POST', '/api/v1/teams/switch', { as: admin.as, body: { team_id: second.id } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body.active_team).toMatchObject({ id: second.id, is_active: true, member_count: 0 });
    expect(await activeTeamOf(org.orgId, admin.userId)).toBe(second.id);
  });

  it('clears the active team with team_id null', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    await call(app, 'POST', '/api/v1/teams/switch', { as: org.as, body: { team_id: team.id } });
    const result = await call<Switched>(app, 'POST', '/api/v1/teams/switch', { as: org.as, body: { team_id: null } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ active_team: null });
    expect(await activeTeamOf(org.orgId, org.owner.session.user.id)).toBeNull();
  });

  it('is not audited: it changes only who works where', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const before = await app.db.prisma.auditEntry.count({ where: { orgId: org.orgId } });
    await call(app, 'POST', '/api/v1/teams/switch', { as: org.as, body: { team_id: team.id } });
    expect(await app.db.prisma.auditEntry.count({ where: { orgId: org.orgId } })).toBe(before);
  });
});
