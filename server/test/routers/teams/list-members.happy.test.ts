import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/domain/dispatch/budgets.js';
import type { TeamMemberResponse } from '../../../src/routers/teams/team-member.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person, secondWorkspace, teamIn, type Org } from './fixtures.js';

type Members = { data: TeamMemberResponse[] };

const app = useTestApp();

async function spend(org: Org, teamId: string, userId: string, mode: 'live' | 'test', cents: bigint) {
  const { scope, period } = COUNTERS.workerCents(teamId, userId);
  await app.db.prisma.usageCounter.create({ data: { orgId: org.orgId, scope, period, mode, value: cents } });
}

describe('GET /api/v1/teams/{id}/members', () => {
  it('lists the members in the order they joined, with role, allocation, live spend and what remains', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const manager = await person(app, org, 'member');
    const worker = await person(app, org, 'member');
    const spender = await person(app, org, 'member');
    const joined = [
      await join(app, org, team.id, manager.userId, 'manager'),
      await join(app, org, team.id, worker.userId, 'worker'),
      await join(app, org, team.id, spender.userId, 'worker'),
    ];
    const { prisma } = app.db;
    await prisma.teamMember.update({ where: { id: joined[1]!.membership_id }, data: { allocationCents: 5000n } });
    await prisma.teamMember.update({ where: { id: joined[2]!.membership_id }, data: { allocationCents: 100n } });
    await spend(org, team.id, worker.userId, 'live', 1200n);
    // Test-mode dispatches spend nothing real: their counter is not the worker's spend.
    await spend(org, team.id, worker.userId, 'test', 999n);
    // An allocation lowered below what was spent leaves nothing, never a negative amount.
    await spend(org, team.id, spender.userId, 'live', 150n);

    const result = await call<Members>(app, 'GET', `/api/v1/teams/${team.id}/members`, { as: worker.as });
    expect(result.status, result.raw).toBe(200);
    expect(result.body.data).toEqual([
      {
        membership_id: joined[0]!.membership_id,
        user_id: manager.userId,
        email: manager.user.email,
        name: null,
        role: 'manager',
        allocation_cents: 0,
        spent_cents: 0,
        remaining_cents: 0,
        joined_at: joined[0]!.joined_at,
        can_allocate: false,
      },
      expect.objectContaining({ user_id: worker.userId, role: 'worker', allocation_cents: 5000, spent_cents: 1200, remaining_cents: 3800 }),
      expect.objectContaining({ user_id: spender.userId, allocation_cents: 100, spent_cents: 150, remaining_cents: 0 }),
    ]);
  });

  it("reads a worker's spend in this team only", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const other = await createTeam(app, org, 'Sales');
    const worker = await person(app, org, 'member');
    await join(app, org, team.id, worker.userId, 'worker');
    await spend(org, other.id, worker.userId, 'live', 700n);
    const result = await call<Members>(app, 'GET', `/api/v1/teams/${team.id}/members`, { as: org.as });
    expect(result.body.data).toEqual([expect.objectContaining({ user_id: worker.userId, spent_cents: 0 })]);
  });

  it('answers an empty list for a team without members, also of a workspace other than the active one', async () => {
    const org = await newOrg(app);
    const team = await teamIn(app, org, await secondWorkspace(app, org), 'Empty');
    const result = await call<Members>(app, 'GET', `/api/v1/teams/${team}/members`, { as: (await person(app, org, 'member')).as });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ data: [] });
  });
});
