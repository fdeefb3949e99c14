import { describe, expect, it } from 'vitest';
import type { WorkflowGrantResponse } from '../../../src/routers/workflows/grant.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, signup } from '../../support/identity.js';
import { createWorkflow } from './fixtures.js';

const app = useTestApp();

const grant = (cookie: string, workflowId: string, agentId: string) =>
  call<WorkflowGrantResponse & ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflowId}/agents`, { as: { cookie }, body: { agent_id: agentId } });
const revoke = (cookie: string, workflowId: string, agentId: string) =>
  call<ErrorEnvelope>(app, 'DELETE', `/api/v1/workflows/${workflowId}/agents?agent_id=${agentId}`, { as: { cookie } });

describe('granting a workflow to an agent', () => {
  it('grants once (granting again answers the same grant), revokes, each change audited once', async () => {
    const owner = await signup(app);
    const agent = await createAgent(app, { cookie: owner.cookie });
    const workflow = await createWorkflow(app, owner.cookie);
    const first = await grant(owner.cookie, workflow.id, agent.agent.id);
    expect(first.status, first.raw).toBe(201);
    expect(first.body).toEqual({ workflow_id: workflow.id, agent_id: agent.agent.id, agent_name: 'Researcher', granted_by: owner.session.user.id, created_at: expect.any(String) });
    const again = await grant(owner.cookie, workflow.id, agent.agent.id);
    expect(again.body).toEqual(first.body);
    const listed = await call<{ data: WorkflowGrantResponse[] }>(app, 'GET', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie: owner.cookie } });
    expect(listed.body.data).toEqual([first.body]);
    const revoked = await revoke(owner.cookie, workflow.id, agent.agent.id);
    expect(revoked.status, revoked.raw).toBe(204);
    const emptied = await call<{ data: WorkflowGrantResponse[] }>(app, 'GET', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie: owner.cookie } });
    expect(emptied.body.data).toEqual([]);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: workflow.id, action: { in: ['workflow.granted', 'workflow.revoked'] } }, orderBy: { seq: 'asc' } });
    expect(actions.map((entry) => [entry.action, entry.agentId])).toEqual([
      ['workflow.granted', agent.agent.id],
      ['workflow.revoked', agent.agent.id],
    ]);
  });

  it('is 404 for an agent of another organization, a deleted agent, and a revoke of what was not granted; nothing changes', async () => {
    const owner = await signup(app);
    const other = await signup(app);
    const foreign = await createAgent(app, { cookie: other.cookie });
    const own = await createAgent(app, { cookie: owner.cookie }, { name: 'Gone' });
    await call(app, 'DELETE', `/api/v1/agents/${own.agent.id}`, { as: { cookie: owner.cookie } });
    const workflow = await createWorkflow(app, owner.cookie);
    for (const agentId of [foreign.agent.id, own.agent.id]) {
      const refused = await grant(owner.cookie, workflow.id, agentId);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('Agent not found');
    }
    const notGranted = await revoke(owner.cookie, workflow.id, foreign.agent.id);
    expect(notGranted.status).toBe(404);
    expect(notGranted.body.error.message).toBe('Grant of the workflow to the agent not found');
    expect(await app.db.prisma.workflowGrant.count({ where: { workflowId: workflow.id } })).toBe(0);
  });

  it('is for admins and owners: a member is refused (403), granting nothing', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const agent = await createAgent(app, { cookie: owner.cookie });
    const workflow = await createWorkflow(app, member.cookie);
    expect((await grant(member.cookie, workflow.id, agent.agent.id)).status).toBe(403);
    const admin = await addMember(app, owner.session.organization.id, 'admin');
    expect((await grant(admin.cookie, workflow.id, agent.agent.id)).status).toBe(201);
    expect((await revoke(member.cookie, workflow.id, agent.agent.id)).status).toBe(403);
  });

  it('ends the grants of a deleted workflow', async () => {
    const owner = await signup(app);
    const agent = await createAgent(app, { cookie: owner.cookie });
    const workflow = await createWorkflow(app, owner.cookie);
    await grant(owner.cookie, workflow.id, agent.agent.id);
    await call(app, 'DELETE', `/api/v1/workflows/${workflow.id}`, { as: { cookie: owner.cookie } });
    expect(await app.db.prisma.workflowGrant.count({ where: { workflowId: workflow.id } })).toBe(0);
  });
});
