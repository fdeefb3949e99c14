import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { auditOf, createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/members', () => {
  it("refuses a worker of the team, a member outside it, and another team's manager with 403", async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const otherTeam = await createTeam(app, org, 'Sales');
    const worker = await person(app, org, 'member');
    const outsider = await person(app, org, 'member');
    const otherManager = await person(app, org, 'member');
    await join(app, org, team.id, worker.userId, 'worker');
    await join(app, org, otherTeam.id, otherManager.userId, 'manager');
    const newcomer = await person(app, org, 'member');
    for (const as of [worker.as, outsider.as, otherManager.as]) {
      const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${team.id}/members`, { as, body: { user_id: newcomer.userId, role: 'worker' } });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining("team's manager") });
    }
    // A worker cannot make themselves a manager by adding themselves again.
    const self = await call(app, 'POST', `/api/v1/teams/${team.id}/members`, { as: worker.as, body: { user_id: worker.userId, role: 'manager' } });
    expect(self.status).toBe(403);
    expect(await app.db.prisma.teamMember.count({ where: { teamId: team.id } })).toBe(1);
    expect(await auditOf(app, org, 'team.member_added')).toHaveLength(2);
  });

  it("answers 404, never 403, for another organization's team, even with a user of that organization", async () => {
    const org = await newOrg(app);
    const other = await newOrg(app);
    const foreign = await createTeam(app, other, 'Foreign');
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${foreign.id}/members`, {
      as: org.as,
      body: { user_id: other.owner.session.user.id, role: 'manager' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(await app.db.prisma.teamMember.count({ where: { teamId: foreign.id } })).toBe(0);
  });
});
