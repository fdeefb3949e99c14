import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person, secondWorkspace, teamIn } from './fixtures.js';

const app = useTestApp();

async function activeTeamOf(orgId: string, userId: string) {
  return (await app.db.prisma.membership.findUniqueOrThrow({ where: { orgId_userId: { orgId, userId } } })).activeTeamId;
}

describe('POST /api/v1/teams/switch', () => {
  it('refuses a team of another workspace of the organization with 409, saying to switch workspace first', async () => {
    const org = await newOrg(app);
    const current = await createTeam(app, org, 'Here');
    await call(app, 'POST', '/api/v1/teams/switch', { as: org.as, body: { team_id: current.id } });
    const elsewhere = await teamIn(app, org, await secondWorkspace(app, org), 'There');

    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', { as: org.as, body: { team_id: elsewhere } });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('switch to that workspace first') });
    expect(await activeTeamOf(org.orgId, org.owner.session.user.id)).toBe(current.id);
  });

  it('refuses with 409 a member of a team of another workspace as well', async () => {
    const org = await newOrg(app);
    const worker = await person(app, org, 'member');
    const elsewhere = await teamIn(app, org, await secondWorkspace(app, org), 'There');
    await join(app, org, elsewhere, worker.userId, 'worker');
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', { as: worker.as, body: { team_id: elsewhere } });
    expect(result.status, result.raw).toBe(409);
  });

  it('answers 404 for a team that does not exist', async () => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', {
      as: org.as,
      body: { team_id: 'team_01jh0xg1j3m5p7s9v1x3z5b7d9' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Team not found' });
  });

  it.each([
    ['no team_id', {}],
    ['an empty team_id', { team_id: '' }],
    ['a team_id not a string', { team_id: 42 }],
  ])('refuses %s with 400 naming the field', async (_name, body) => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', { as: org.as, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.details?.[0]?.path).toBe('team_id');
  });
});
