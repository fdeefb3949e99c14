import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { auditOf, createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/teams/{id}/members/{membershipId}', () => {
  it("refuses a worker (promoting themselves included), a member outside the team and another team's manager with 403", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const otherTeam = await createTeam(app, org, 'Sales');
    const worker = await person(app, org, 'member');
    const outsider = await person(app, org, 'member');
    const otherManager = await person(app, org, 'member');
    const workerRow = await join(app, org, team.id, worker.userId, 'worker');
    await join(app, org, otherTeam.id, otherManager.userId, 'manager');
    for (const as of [worker.as, outsider.as, otherManager.as]) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${workerRow.membership_id}`, {
        as,
        body: { role: 'manager' },
      });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: workerRow.membership_id } })).toMatchObject({ role: 'worker' });
    expect(await auditOf(app, org, 'team.member_role_changed')).toEqual([]);
  });

  it("refuses a manager a membership of another team through their own team's path with 404", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const otherTeam = await createTeam(app, org, 'Sales');
    const manager = await person(app, org, 'member');
    await join(app, org, team.id, manager.userId, 'manager');
    const elsewhere = await join(app, org, otherTeam.id, (await person(app, org, 'member')).userId, 'worker');
    const result = await call(app, 'PATCH', `/api/v1/teams/${team.id}/members/${elsewhere.membership_id}`, { as: manager.as, body: { role: 'manager' } });
    expect(result.status, result.raw).toBe(404);
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: elsewhere.membership_id } })).toMatchObject({ role: 'worker' });
  });

  it("answers 404, never 403, for another organization's team and its member", async () => {
    const org = await newOrg(app);
    const other = await newOrg(app);
    const foreign = await createTeam(app, other, 'Foreign');
    const theirs = await join(app, other, foreign.id, other.owner.session.user.id, 'worker');
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/teams/${foreign.id}/members/${theirs.membership_id}`, {
      as: org.as,
      body: { role: 'manager' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: theirs.membership_id } })).toMatchObject({ role: 'worker' });
  });
});
