import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call } from '../../support/identity.js';
import { organizationWithTeam } from './fixtures.js';

const app = useTestApp();

const organization = () => organizationWithTeam(app);

/** The PATCH is refused with `status` and `code`, and the agent is left as it was. */
async function expectRefused(org: Awaited<ReturnType<typeof organization>>, body: Record<string, unknown>, status: number, code: string, message: RegExp) {
  const refused = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${org.agent.id}`, { as: { cookie: org.owner.cookie }, body: { name: 'Renamed', ...body } });
  expect(refused.status, refused.raw).toBe(status);
  expect(refused.body.error).toMatchObject({ code, message: expect.stringMatching(message) });
  const after = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${org.agent.id}`, { as: { bearer: org.token } });
  expect(after.body).toMatchObject({ name: org.agent.name, team_id: null, owner_user_id: null });
}

describe('PATCH /agents/{id} placement refusals', () => {
  it("another organization's team is not found", async () => {
    const org = await organization();
    const other = await organization();
    await expectRefused(org, { team_id: other.team.id }, 404, 'not_found', /Team not found/);
  });

  it("a person outside the organization is not found, even one of another organization's", async () => {
    const org = await organization();
    const other = await organization();
    await expectRefused(org, { owner_user_id: other.owner.session.user.id }, 404, 'not_found', /Member not found/);
  });

  it("a team of another workspace of the organization is a conflict", async () => {
    const org = await organization();
    const workspace = await app.db.prisma.workspace.create({ data: { id: newId('wsp'), orgId: org.orgId, name: 'Elsewhere' } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId: org.orgId, workspaceId: workspace.id, name: 'Far' } });
    await expectRefused(org, { team_id: team.id }, 409, 'conflict', /another workspace/);
  });

  it('an owner who is not a member of the team is a conflict, whichever of the two is set first', async () => {
    const org = await organization();
    const member = await addMember(app, org.orgId, 'member');
    await expectRefused(org, { team_id: org.team.id, owner_user_id: member.session.user.id }, 409, 'conflict', /not a member of team/);
    const withTeam = await call(app, 'PATCH', `/api/v1/agents/${org.agent.id}`, { as: { cookie: org.owner.cookie }, body: { team_id: org.team.id } });
    expect(withTeam.status).toBe(200);
    const owner = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${org.agent.id}`, { as: { cookie: org.owner.cookie }, body: { owner_user_id: member.session.user.id } });
    expect(owner.status).toBe(409);
  });

  it.each([[''], [42], [['team']]])('a team_id of %j is a 400 naming the field', async (teamId) => {
    const org = await organization();
    const refused = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${org.agent.id}`, { as: { cookie: org.owner.cookie }, body: { team_id: teamId } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details?.[0]?.path).toBe('team_id');
  });
});
