import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { organizationWithTeam } from './fixtures.js';

const app = useTestApp();

/** organizationWithTeam, with its owner a worker of the team. */
async function organization() {
  const org = await organizationWithTeam(app);
  await app.db.prisma.teamMember.create({ data: { id: newId('tmm'), orgId: org.orgId, teamId: org.team.id, userId: org.owner.session.user.id, role: 'worker' } });
  return org;
}

describe('PATCH /agents/{id} team_id and owner_user_id', () => {
  it('places the agent in a team with an owner, shows both, audits the change, and null clears them', async () => {
    const { owner, token, agent, team } = await organization();
    expect(agent).toMatchObject({ team_id: null, owner_user_id: null, workspace_id: expect.stringMatching(/^wsp_/) });
    const created = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: agent.id, action: 'agent.created' } });
    expect(created.details).toMatchObject({ workspace_id: agent.workspace_id });
    const placed = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, {
      as: { cookie: owner.cookie },
      body: { team_id: team.id, owner_user_id: owner.session.user.id },
    });
    expect(placed.status, placed.raw).toBe(200);
    expect(placed.body).toMatchObject({ team_id: team.id, owner_user_id: owner.session.user.id });
    const read = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: token } });
    expect(read.body).toMatchObject({ team_id: team.id, owner_user_id: owner.session.user.id });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: agent.id, action: 'agent.updated' }, orderBy: { occurredAt: 'desc' } });
    expect(entry.details).toMatchObject({ team_id: team.id, owner_user_id: owner.session.user.id });

    const cleared = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: { team_id: null, owner_user_id: null } });
    expect(cleared.body).toMatchObject({ team_id: null, owner_user_id: null });
  });

  it('takes an owner without a team: nothing but the agent records it', async () => {
    const { owner, agent } = await organization();
    const placed = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: { owner_user_id: owner.session.user.id } });
    expect(placed.body).toMatchObject({ team_id: null, owner_user_id: owner.session.user.id });
  });

  it('a clone keeps its source\'s team and owner', async () => {
    const { owner, token, agent, team } = await organization();
    await call(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: { team_id: team.id, owner_user_id: owner.session.user.id } });
    const clone = await call<{ agent: AgentResponse }>(app, 'POST', `/api/v1/agents/${agent.id}/clone`, { as: { bearer: token }, body: {} });
    expect(clone.body.agent).toMatchObject({ team_id: team.id, owner_user_id: owner.session.user.id, workspace_id: agent.workspace_id });
  });
});
