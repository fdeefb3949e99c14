import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { TeamResponse } from '../../../src/routers/teams/team.types.js';
import type { TeamMemberResponse } from '../../../src/routers/teams/team-member.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, type TestUser } from '../../support/identity.js';
import { as, teamSetup, type TeamSetup } from './budget-fixtures.js';

const app = useTestApp();

/** The people who see a team: its manager and worker, the owner, an admin outside it, a member outside it, an admin who is also a worker. */
async function viewers(setup: TeamSetup): Promise<Record<string, TestUser>> {
  const admin = await addMember(app, setup.orgId, 'admin');
  const outsider = await addMember(app, setup.orgId, 'member');
  const adminWorker = await addMember(app, setup.orgId, 'admin');
  await app.db.prisma.teamMember.create({ data: { id: newId('tmm'), orgId: setup.orgId, teamId: setup.teamId, userId: adminWorker.session.user.id, role: 'worker' } });
  return { manager: setup.manager, worker: setup.worker, owner: setup.owner, admin, outsider, adminWorker };
}

const teamAsSeenBy = async (viewer: TestUser, teamId: string) => {
  const listed = await call<{ data: TeamResponse[] }>(app, 'GET', '/api/v1/teams', { as: as(viewer) });
  return listed.body.data.find((team) => team.id === teamId)!;
};

const membersAsSeenBy = async (viewer: TestUser, teamId: string) => {
  const listed = await call<{ data: TeamMemberResponse[] }>(app, 'GET', `/api/v1/teams/${teamId}/members`, { as: as(viewer) });
  expect(listed.status, listed.raw).toBe(200);
  return listed.body.data;
};

describe("teams: can_request_budget", () => {
  it('answers the rule the budget request enforces: its workers ask, an admin who is one too; its manager, an admin or a member outside it do not', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const people = await viewers(setup);
    const answers: Record<string, boolean> = {};
    for (const [name, viewer] of Object.entries(people)) answers[name] = (await teamAsSeenBy(viewer, setup.teamId)).can_request_budget;
    expect(answers).toEqual({ manager: false, worker: true, owner: false, admin: false, outsider: false, adminWorker: true });

    // The flag agrees with the server: where it is false, asking is refused.
    for (const [name, viewer] of Object.entries(people)) {
      const asked = await call(app, 'POST', '/api/v1/budget-requests', { as: as(viewer), body: { team_id: setup.teamId, amount_cents: 10, reason: 'More' } });
      expect([name, asked.status], asked.raw).toEqual([name, answers[name] ? 201 : 403]);
    }

    // Switching to the team answers it too.
    const switched = await call<{ active_team: TeamResponse }>(app, 'POST', '/api/v1/teams/switch', { as: as(setup.worker), body: { team_id: setup.teamId } });
    expect(switched.body.active_team.can_request_budget).toBe(true);
  });
});

describe('team members: can_allocate', () => {
  it('answers the rule the allocation enforces: one who manages the team allocates to its workers, never to a manager', async () => {
    const setup = await teamSetup(app, { poolCents: 500 });
    const people = await viewers(setup);
    const members = await membersAsSeenBy(setup.owner, setup.teamId);
    const nameOf = (userId: string) => Object.entries(people).find(([, viewer]) => viewer.session.user.id === userId)![0];

    const answers: Record<string, Record<string, boolean>> = {};
    for (const [name, viewer] of Object.entries(people)) {
      answers[name] = Object.fromEntries((await membersAsSeenBy(viewer, setup.teamId)).map((member) => [nameOf(member.user_id), member.can_allocate]));
    }
    const toWorkers = { manager: false, worker: true, adminWorker: true };
    const toNoOne = { manager: false, worker: false, adminWorker: false };
    expect(answers).toEqual({ manager: toWorkers, worker: toNoOne, owner: toWorkers, admin: toWorkers, outsider: toNoOne, adminWorker: toWorkers });

    // The flag agrees with the server: where it is false, allocating is refused.
    for (const [name, viewer] of Object.entries(people)) {
      for (const member of members) {
        const allocated = await call(app, 'POST', `/api/v1/teams/${setup.teamId}/workers/${member.user_id}/budget/allocate`, { as: as(viewer), body: { amount_cents: 1 } });
        expect([name, nameOf(member.user_id), allocated.status < 300], allocated.raw).toEqual([name, nameOf(member.user_id), answers[name]![nameOf(member.user_id)]]);
      }
    }

    // A manager who makes themselves a worker manages the team no more: their answer says so.
    const manager = members.find((member) => member.user_id === setup.manager.session.user.id)!;
    const demoted = await call<TeamMemberResponse>(app, 'PATCH', `/api/v1/teams/${setup.teamId}/members/${manager.membership_id}`, {
      as: as(setup.manager),
      body: { role: 'worker' },
    });
    expect(demoted.status, demoted.raw).toBe(200);
    expect(demoted.body.can_allocate).toBe(false);
    expect((await membersAsSeenBy(setup.owner, setup.teamId)).find((member) => member.user_id === setup.manager.session.user.id)!.can_allocate).toBe(true);
  });
});
