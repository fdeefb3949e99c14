import { describe, expect, it } from 'vitest';
import type { TeamMemberResponse } from '../../../src/routers/teams/team-member.types.js';
import { useTestApp } from '../../support/app.js';
import { call, mintToken } from '../../support/identity.js';
import { auditOf, createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/members', () => {
  it('adds a person of the organization with a role, and audits it in the same change', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const worker = await person(app, org, 'member');
    const result = await call<TeamMemberResponse>(app, 'POST', `/api/v1/teams/${team.id}/members`, {
      as: org.as,
      body: { user_id: worker.userId, role: 'worker' },
    });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      membership_id: expect.stringMatching(/^tmm_[0-9a-z]{26}$/),
      user_id: worker.userId,
      email: worker.user.email,
      name: null,
      role: 'worker',
      allocation_cents: 0,
      spent_cents: 0,
      remaining_cents: 0,
      joined_at: expect.any(String),
      can_allocate: true,
    });
    const stored = await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: result.body.membership_id } });
    expect(stored).toMatchObject({ orgId: org.orgId, teamId: team.id, userId: worker.userId, role: 'worker', allocationCents: 0n });
    const entries = await auditOf(app, org, 'team.member_added');
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: org.owner.session.user.id,
        targetType: 'team',
        targetId: team.id,
        details: { team_member_id: result.body.membership_id, user_id: worker.userId, role: 'worker' },
      }),
    ]);
  });

  it("lets the team's manager, a plain member of the organization, add people, managers too", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const manager = await person(app, org, 'member');
    await join(app, org, team.id, manager.userId, 'manager');
    const token = await mintToken(app, (await person(app, org, 'admin')).user);
    for (const [as, role] of [
      [manager.as, 'worker'],
      [{ bearer: token }, 'manager'],
    ] as const) {
      const newcomer = await person(app, org, 'member');
      const result = await call<TeamMemberResponse>(app, 'POST', `/api/v1/teams/${team.id}/members`, { as, body: { user_id: newcomer.userId, role } });
      expect(result.status, result.raw).toBe(201);
      expect(result.body).toMatchObject({ user_id: newcomer.userId, role });
    }
    expect(await app.db.prisma.teamMember.count({ where: { teamId: team.id } })).toBe(3);
  });

  it('adds the same person to two teams', async () => {
    const org = await newOrg(app);
    const worker = await person(app, org, 'member');
    for (const name of ['One', 'Two']) await join(app, org, (await createTeam(app, org, name)).id, worker.userId, 'worker');
    expect(await app.db.prisma.teamMember.count({ where: { userId: worker.userId } })).toBe(2);
  });
});
