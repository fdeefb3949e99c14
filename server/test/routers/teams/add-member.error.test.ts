import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { auditOf, createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams/{id}/members', () => {
  it('refuses a person already in the team with 409, and changes nothing', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const worker = await person(app, org, 'member');
    await join(app, org, team.id, worker.userId, 'worker');
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${team.id}/members`, {
      as: org.as,
      body: { user_id: worker.userId, role: 'manager' },
    });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error.code).toBe('conflict');
    expect(await app.db.prisma.teamMember.findMany({ where: { teamId: team.id } })).toEqual([expect.objectContaining({ role: 'worker' })]);
    expect(await auditOf(app, org, 'team.member_added')).toHaveLength(1);
  });

  it('adds a person once when asked many times in parallel', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const worker = await person(app, org, 'member');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, 'POST', `/api/v1/teams/${team.id}/members`, { as: org.as, body: { user_id: worker.userId, role: 'worker' } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    expect(await auditOf(app, org, 'team.member_added')).toHaveLength(1);
  });

  it('answers 404 "Member not found" for a user who is not of the organization, or does not exist', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const outsider = (await newOrg(app)).owner.session.user.id;
    for (const userId of [outsider, 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z']) {
      const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${team.id}/members`, { as: org.as, body: { user_id: userId, role: 'worker' } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Member not found' });
    }
    expect(await app.db.prisma.teamMember.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('answers 404 for a team that does not exist', async () => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/team_01jh0xg1j3m5p7s9v1x3z5b7d9/members', {
      as: org.as,
      body: { user_id: org.owner.session.user.id, role: 'manager' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.message).toBe('Team not found');
  });

  it.each([
    ['an unknown role', { role: 'owner' }, 'role'],
    ['no role', { role: undefined }, 'role'],
    ['an empty user_id', { user_id: '' }, 'user_id'],
  ])('refuses %s with 400 naming the field', async (_name, override, field) => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const body = { user_id: org.owner.session.user.id, role: 'worker', ...override };
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/teams/${team.id}/members`, { as: org.as, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.details?.[0]?.path).toBe(field);
    expect(await app.db.prisma.teamMember.count({ where: { teamId: team.id } })).toBe(0);
  });
});
