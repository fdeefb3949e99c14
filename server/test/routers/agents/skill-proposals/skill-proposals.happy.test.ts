import { describe, expect, it } from 'vitest';
import type { SkillResponse } from '../../../../src/routers/agents/skill.types.js';
import type { WorkflowResponse } from '../../../../src/routers/workflows/workflow.types.js';
import type { WorkflowVersionResponse } from '../../../../src/routers/workflows/versions/version.types.js';
import { useTestApp } from '../../../support/app.js';
import { agentWithBindings } from '../../../support/dispatch.js';
import { addMember, call } from '../../../support/identity.js';
import { createWorkflow, saveVersion, SEARCH_AND_SUMMARIZE } from '../../workflows/fixtures.js';
import { decide, decideByBody, propose, proposalsOf, proposed, WAIT, type SkillProposalPage } from './fixtures.js';

const app = useTestApp();

const actionsOn = async (targetId: string) =>
  (await app.db.prisma.auditEntry.findMany({ where: { targetId }, orderBy: { seq: 'asc' } })).map((entry) => [entry.action, entry.actorType, entry.agentId]);

describe('skill proposals', () => {
  it('an agent proposes with its key, a member lists, a person proposes under their name', async () => {
    const fixture = await agentWithBindings(app, {});
    const made = await propose(app, { bearer: fixture.liveKey }, fixture.agentId, { name: 'Supplier research', description: 'Search, then summarize', ...SEARCH_AND_SUMMARIZE });
    expect(made.status, made.raw).toBe(201);
    expect(made.body).toEqual({
      id: expect.stringMatching(/^skp_/),
      agent_id: fixture.agentId,
      workflow_id: null,
      name: 'Supplier research',
      description: 'Search, then summarize',
      steps: SEARCH_AND_SUMMARIZE.steps,
      edges: SEARCH_AND_SUMMARIZE.edges,
      status: 'pending',
      proposed_by: null,
      notes: null,
      decided_by: null,
      decided_at: null,
      result_workflow_id: null,
      result_version_id: null,
      created_at: expect.any(String),
    });
    expect(await actionsOn(made.body.id)).toEqual([['skill_proposal.created', 'agent', fixture.agentId]]);

    const byPerson = await propose(app, { bearer: fixture.token }, fixture.agentId, { name: 'Waiting', ...WAIT });
    expect(byPerson.status, byPerson.raw).toBe(201);
    expect(byPerson.body).toMatchObject({ proposed_by: fixture.owner.session.user.id, edges: [] });

    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const listed = await call<SkillProposalPage>(app, 'GET', proposalsOf(fixture.agentId), { as: { cookie: member.cookie } });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body).toEqual({ data: [byPerson.body, made.body], next_cursor: null });
    const own = await call<SkillProposalPage>(app, 'GET', proposalsOf(fixture.agentId), { as: { bearer: fixture.liveKey } });
    expect(own.body.data.map((proposal) => proposal.id)).toEqual([byPerson.body.id, made.body.id]);
  });

  it('lists newest first, a page at a time, filtered by status', async () => {
    const fixture = await agentWithBindings(app, {});
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await proposed(app, fixture.liveKey, fixture.agentId, { name })).id);
    await decide(app, { cookie: fixture.owner.cookie }, fixture.agentId, ids[1]!, { status: 'rejected' });
    const first = await call<SkillProposalPage>(app, 'GET', `${proposalsOf(fixture.agentId)}?limit=2`, { as: { bearer: fixture.liveKey } });
    expect(first.body.data.map((proposal) => proposal.id)).toEqual([ids[2], ids[1]]);
    const rest = await call<SkillProposalPage>(app, 'GET', `${proposalsOf(fixture.agentId)}?limit=2&cursor=${first.body.next_cursor}`, { as: { bearer: fixture.liveKey } });
    expect(rest.body).toMatchObject({ data: [{ id: ids[0] }], next_cursor: null });
    const pending = await call<SkillProposalPage>(app, 'GET', `${proposalsOf(fixture.agentId)}?status=pending`, { as: { bearer: fixture.liveKey } });
    expect(pending.body.data.map((proposal) => proposal.id)).toEqual([ids[2], ids[0]]);
    const rejected = await call<SkillProposalPage>(app, 'GET', `${proposalsOf(fixture.agentId)}?status=rejected`, { as: { bearer: fixture.liveKey } });
    expect(rejected.body.data.map((proposal) => proposal.id)).toEqual([ids[1]]);
  });

  it('approving makes a private workflow of the approver, its version 1 a draft, granted to the agent, a skill of it', async () => {
    const fixture = await agentWithBindings(app, { 'workflow.run': {} });
    const admin = await addMember(app, fixture.owner.session.organization.id, 'admin');
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Supplier research', description: 'Search, then summarize', ...SEARCH_AND_SUMMARIZE });

    const approved = await decide(app, { cookie: admin.cookie }, fixture.agentId, proposal.id, { status: 'approved', notes: 'Keep it' });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      notes: 'Keep it',
      decided_by: admin.session.user.id,
      decided_at: expect.any(String),
      result_workflow_id: expect.stringMatching(/^wf_/),
      result_version_id: expect.stringMatching(/^wfv_/),
    });
    const workflowId = approved.body.result_workflow_id!;
    const workflow = await call<WorkflowResponse>(app, 'GET', `/api/v1/workflows/${workflowId}`, { as: { cookie: admin.cookie } });
    expect(workflow.body).toMatchObject({ name: 'Supplier research', description: 'Search, then summarize', visibility: 'private', created_by: admin.session.user.id });
    const version = await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflowId}/versions/${approved.body.result_version_id}`, { as: { cookie: admin.cookie } });
    expect(version.body).toMatchObject({ number: 1, status: 'draft', steps: SEARCH_AND_SUMMARIZE.steps, edges: SEARCH_AND_SUMMARIZE.edges, created_by: admin.session.user.id });

    const skills = await call<{ data: SkillResponse[] }>(app, 'GET', `/api/v1/agents/${fixture.agentId}/skills`, { as: { bearer: fixture.liveKey } });
    expect(skills.body.data.map((skill) => skill.workflow)).toEqual([{ id: workflowId, name: 'Supplier research', description: 'Search, then summarize' }]);

    expect(await actionsOn(proposal.id)).toEqual([
      ['skill_proposal.created', 'agent', fixture.agentId],
      ['skill_proposal.approved', 'user', fixture.agentId],
    ]);
    expect(await actionsOn(workflowId)).toEqual([
      ['workflow.created', 'user', null],
      ['workflow.version_created', 'user', null],
      ['workflow.granted', 'user', fixture.agentId],
    ]);
  });

  it("approving onto an existing workflow saves its next version, and grants it once", async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie, { name: 'Digest' });
    await saveVersion(app, cookie, workflow.id);
    await saveVersion(app, cookie, workflow.id);
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie }, body: { agent_id: fixture.agentId } });
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Shorter digest', workflow_id: workflow.id });
    expect(proposal.workflow_id).toBe(workflow.id);

    const approved = await decide(app, { cookie }, fixture.agentId, proposal.id, { status: 'approved' });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', notes: null, result_workflow_id: workflow.id });
    const version = await app.db.prisma.workflowVersion.findUniqueOrThrow({ where: { id: approved.body.result_version_id! } });
    expect(version).toMatchObject({ workflowId: workflow.id, number: 3, status: 'draft', steps: WAIT.steps, edges: [] });
    expect(await app.db.prisma.workflow.findUniqueOrThrow({ where: { id: workflow.id } })).toMatchObject({ name: 'Digest' });
    expect(await app.db.prisma.workflowGrant.count({ where: { workflowId: workflow.id } })).toBe(1);
  });

  it('decides by PATCH on the collection too, the proposal named in the body (the spec\'s form), as the path form does', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const approving = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Spec form' });
    const approved = await decideByBody(app, { cookie }, fixture.agentId, { proposal_id: approving.id, status: 'approved', notes: 'Keep it' });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({ id: approving.id, status: 'approved', notes: 'Keep it', decided_by: fixture.owner.session.user.id, result_version_id: expect.stringMatching(/^wfv_/) });
    expect(await app.db.prisma.workflowGrant.count({ where: { workflowId: approved.body.result_workflow_id!, agentId: fixture.agentId } })).toBe(1);

    const rejecting = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Spec form, no' });
    const rejected = await decideByBody(app, { cookie }, fixture.agentId, { proposal_id: rejecting.id, status: 'rejected' });
    expect(rejected.body).toMatchObject({ id: rejecting.id, status: 'rejected', result_workflow_id: null });
    expect(await actionsOn(rejecting.id)).toEqual([
      ['skill_proposal.created', 'agent', fixture.agentId],
      ['skill_proposal.rejected', 'user', fixture.agentId],
    ]);
  });

  it('rejecting records the notes and writes no workflow', async () => {
    const fixture = await agentWithBindings(app, {});
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Not needed' });
    const rejected = await decide(app, { cookie: fixture.owner.cookie }, fixture.agentId, proposal.id, { status: 'rejected', notes: 'We have one' });
    expect(rejected.status, rejected.raw).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      notes: 'We have one',
      decided_by: fixture.owner.session.user.id,
      decided_at: expect.any(String),
      result_workflow_id: null,
      result_version_id: null,
    });
    expect(await app.db.prisma.workflow.count({ where: { orgId: fixture.owner.session.organization.id } })).toBe(0);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: proposal.id, action: 'skill_proposal.rejected' } });
    expect(entry).toMatchObject({ actorId: fixture.owner.session.user.id, agentId: fixture.agentId, details: { notes: 'We have one' } });
  });
});
