import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/teams/{id}/members/{membershipId}', () => {
  it('answers 404 for a membership of another team, or none, and changes nothing', async () => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const other = await createTeam(app, org, 'Sales');
    const elsewhere = await join(app, org, other.id, (await person(app, org, 'member')).userId, 'worker');
    for (const id of [elsewhere.membership_id, 'tmm_01jh0xh2k4n6q8t0w2y4a6c8e0']) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${id}`, { as: org.as, body: { role: 'manager' } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Team member not found' });
    }
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: elsewhere.membership_id } })).toMatchObject({ role: 'worker' });
  });

  it('answers 404 for a team that does not exist', async () => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'PATCH', '/api/v1/teams/team_01jh0xg1j3m5p7s9v1x3z5b7d9/members/tmm_01jh0xh2k4n6q8t0w2y4a6c8e0', {
      as: org.as,
      body: { role: 'manager' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error.message).toBe('Team not found');
  });

  it.each([
    ['an unknown role', { role: 'admin' }],
    ['no role', {}],
    ['a role not a string', { role: 1 }],
  ])('refuses %s with 400 naming the field', async (_name, body) => {
    const org = await newOrg(app);
    const team = await createTeam(app, org, 'Research');
    const joined = await join(app, org, team.id, (await person(app, org, 'member')).userId, 'worker');
    const result = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/teams/${team.id}/members/${joined.membership_id}`, { as: org.as, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.details?.[0]?.path).toBe('role');
    expect(await app.db.prisma.teamMember.findUniqueOrThrow({ where: { id: joined.membership_id } })).toMatchObject({ role: 'worker' });
  });
});
