import { describe, expect, it } from 'vitest';
import type { TeamMemberResponse } from '../../../src/routers/teams/team-member.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { auditOf, createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/teams/{id}/members/{membershipId}', () => {
  it("sets a member's role, and audits the change with what it was", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const worker = await person(app, org, 'member');
    const joined = await join(app, org, team.id, worker.userId, 'worker');
    const result = await call<TeamMemberResponse>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${joined.membership_id}`, {
      as: org.as,
      body: { role: 'manager' },
    });
    expect(result.status, result.raw).toBe(200);
    // A manager gets no allocation: the owner may allocate to them no more.
    expect(result.body).toEqual({ ...joined, role: 'manager', can_allocate: false });
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: joined.membership_id } })).toMatchObject({ role: 'manager' });
    expect(await auditOf(app, org, 'team.member_role_changed')).toEqual([
      expect.objectContaining({
        actorId: org.owner.session.user.id,
        targetType: 'team',
        targetId: team.id,
        details: { team_member_id: joined.membership_id, user_id: worker.userId, from: 'worker', to: 'manager' },
      }),
    ]);
    // The new manager now manages the team.
    const newcomer = await person(app, org, 'member');
    const added = await call(app, 'POST', `/api/v1/teams/${team.id}/members`, { as: worker.as, body: { user_id: newcomer.userId, role: 'worker' } });
    expect(added.status, added.raw).toBe(201);
  });

  it("lets the team's manager change roles, their own included, even as the last manager", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const manager = await person(app, org, 'member');
    const worker = await person(app, org, 'member');
    const managerRow = await join(app, org, team.id, manager.userId, 'manager');
    const workerRow = await join(app, org, team.id, worker.userId, 'worker');
    const promoted = await call<TeamMemberResponse>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${workerRow.membership_id}`, {
      as: manager.as,
      body: { role: 'manager' },
    });
    expect(promoted.status, promoted.raw).toBe(200);
    const demote = (id: string) => call<TeamMemberResponse>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${id}`, { as: manager.as, body: { role: 'worker' } });
    expect((await demote(workerRow.membership_id)).status).toBe(200);
    const self = await demote(managerRow.membership_id);
    expect(self.status, self.raw).toBe(200);
    expect(self.body.role).toBe('worker');
    expect(await app.db.prisma.teamMember.count({ where: { teamId: team.id, role: 'manager' } })).toBe(0);
    // Org admins still manage the team.
    const back = await call(app, 'PATCH', `/api/v1/teams/${team.id}/members/${managerRow.membership_id}`, { as: org.as, body: { role: 'manager' } });
    expect(back.status, back.raw).toBe(200);
  });

  it('answers the member unchanged, and records nothing, for the role they already have', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const joined = await join(app, org, team.id, (await person(app, org, 'member')).userId, 'worker');
    const result = await call<TeamMemberResponse>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${joined.membership_id}`, {
      as: org.as,
      body: { role: 'worker' },
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual(joined);
    expect(await auditOf(app, org, 'team.member_role_changed')).toEqual([]);
  });
});
