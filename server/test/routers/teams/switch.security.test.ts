import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, join, newOrg, person } from './fixtures.js';

const app = useTestApp();

async function activeTeamOf(orgId: string, userId: string) {
  return (await app.db.prisma.membership.findUniqueOrThrow({ where: { orgId_userId: { orgId, userId } } })).activeTeamId;
}

describe('POST /api/v1/teams/switch', () => {
  it('refuses a member a team they do not belong to with 403', async () => {
    const org = await newOrg(app);
    const theirs = await createTeam(app, org, 'Theirs');
    const mine = await createTeam(app, org, 'Mine');
    const member = await person(app, org, 'member');
    await join(app, org, mine.id, member.userId, 'worker');
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', { as: member.as, body: { team_id: theirs.id } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('belong to') });
    expect(await activeTeamOf(org.orgId, member.userId)).toBeNull();
  });

  it("answers 404, never 403, for another organization's team, to its owner too", async () => {
    const org = await newOrg(app);
    const other = await newOrg(app);
    const foreign = await createTeam(app, other, 'Foreign');
    for (const as of [org.as, (await person(app, org, 'member')).as]) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams/switch', { as, body: { team_id: foreign.id } });
      expect(result.status, result.raw).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
    expect(await activeTeamOf(org.orgId, org.owner.session.user.id)).toBeNull();
  });
});
