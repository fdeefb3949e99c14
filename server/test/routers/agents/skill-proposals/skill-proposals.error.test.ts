import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/app.js';
import { agentWithBindings } from '../../../support/dispatch.js';
import { addMember, call, createAgent } from '../../../support/identity.js';
import { createWorkflow, saveVersion } from '../../workflows/fixtures.js';
import { decide, decideByBody, propose, proposalsOf, proposed } from './fixtures.js';

const app = useTestApp();

const proposalsIn = (agentId: string) => app.db.prisma.skillProposal.count({ where: { agentId } });
const statusOf = async (id: string) => (await app.db.prisma.skillProposal.findUniqueOrThrow({ where: { id } })).status;

describe('skill proposals refuse, changing nothing', () => {
  it('lists every problem of the steps and edges at its path, and saves nothing', async () => {
    const fixture = await agentWithBindings(app, {});
    const refused = await propose(app, { bearer: fixture.liveKey }, fixture.agentId, {
      name: 'Broken',
      steps: [
        { label: 'A', type: 'service_call', input: { operation: 'web_search.search', payload: { query: '${steps.B.output}', count: 500 } } },
        { label: 'B', type: 'delay', input: { seconds: 5 } },
        { label: 'C', type: 'memory_write', input: { content: '${secrets.token}' } },
      ],
      edges: [
        { from: 'A', to: 'B' },
        { from: 'B', to: 'A' },
        { from: 'C', to: 'Nowhere' },
      ],
    });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.code).toBe('invalid_request');
    expect(refused.body.error.details?.map((detail) => `${detail.path} ${detail.code}`)).toEqual([
      'edges.2.to unknown_step',
      'edges cycle',
      'steps.0.input.payload.count too_big',
      'steps.2.input.content invalid_template',
    ]);
    expect(refused.body.error.message).toMatch(/^The workflow has 4 problem\(s\): /);
    expect(await proposalsIn(fixture.agentId)).toBe(0);
  });

  it.each([
    ['no steps', { steps: [] }, 'steps'],
    ['an unknown step type', { steps: [{ label: 'A', type: 'shell', input: {} }] }, 'steps.0.type'],
    ['no name', { name: undefined }, 'name'],
    ['a name like an id', { name: 'wf_lookalike' }, 'name'],
    ['an unknown field', { priority: 1 }, ''],
  ])('%s: 400', async (_, body, path) => {
    const fixture = await agentWithBindings(app, {});
    const refused = await propose(app, { bearer: fixture.liveKey }, fixture.agentId, { name: 'Skill', ...body });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect(await proposalsIn(fixture.agentId)).toBe(0);
  });

  it("a workflow_id of no workflow, a deleted one or another organization's: 404", async () => {
    const fixture = await agentWithBindings(app, {});
    const other = await agentWithBindings(app, {});
    const deleted = await createWorkflow(app, fixture.owner.cookie);
    await call(app, 'DELETE', `/api/v1/workflows/${deleted.id}`, { as: { cookie: fixture.owner.cookie } });
    const foreign = await createWorkflow(app, other.owner.cookie);
    for (const workflowId of ['wf_01jh0xzzzzzzzzzzzzzzzzzzzz', deleted.id, foreign.id]) {
      const refused = await propose(app, { bearer: fixture.liveKey }, fixture.agentId, { name: 'Skill', workflow_id: workflowId });
      expect(refused.status, refused.raw).toBe(404);
      expect(refused.body.error.message).toBe('Workflow not found');
    }
    expect(await proposalsIn(fixture.agentId)).toBe(0);
  });

  it('a name the organization has, ignoring case: 409 when proposed, and when approved if taken since (the proposal stays pending)', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    await createWorkflow(app, cookie, { name: 'Invoices' });
    const taken = await propose(app, { bearer: fixture.liveKey }, fixture.agentId, { name: 'INVOICES' });
    expect(taken.status, taken.raw).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'conflict', message: 'A workflow named "INVOICES" already exists in this organization' });
    expect(await proposalsIn(fixture.agentId)).toBe(0);

    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Receipts' });
    await createWorkflow(app, cookie, { name: 'receipts' });
    const late = await decide(app, { cookie }, fixture.agentId, proposal.id, { status: 'approved' });
    expect(late.status, late.raw).toBe(409);
    expect(late.body.error.message).toBe('A workflow named "Receipts" already exists in this organization');
    expect(await statusOf(proposal.id)).toBe('pending');
    expect(await app.db.prisma.workflow.count({ where: { orgId: fixture.owner.session.organization.id } })).toBe(2);
    expect(await app.db.prisma.workflowGrant.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('approving onto a workflow deleted since: 404, the proposal pending', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const workflow = await createWorkflow(app, cookie);
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Skill', workflow_id: workflow.id });
    await call(app, 'DELETE', `/api/v1/workflows/${workflow.id}`, { as: { cookie } });
    const refused = await decide(app, { cookie }, fixture.agentId, proposal.id, { status: 'approved' });
    expect(refused.status, refused.raw).toBe(404);
    expect(await statusOf(proposal.id)).toBe('pending');
    expect(await app.db.prisma.workflowVersion.count({ where: { workflowId: workflow.id } })).toBe(0);
  });

  it('deciding a proposal already decided: 409 naming its status, nothing changed', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Once' });
    const rejected = await decide(app, { cookie }, fixture.agentId, proposal.id, { status: 'rejected', notes: 'No' });
    expect(rejected.status, rejected.raw).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(app, { cookie }, fixture.agentId, proposal.id, { status });
      expect(again.status, again.raw).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'conflict', message: 'The skill proposal was already rejected' });
    }
    expect(await app.db.prisma.skillProposal.findUniqueOrThrow({ where: { id: proposal.id } })).toMatchObject({ status: 'rejected', notes: 'No' });
    expect(await app.db.prisma.workflow.count({ where: { orgId: fixture.owner.session.organization.id } })).toBe(0);
  });

  it('parallel approvals: one is 200, the others 409, and exactly one version and one workflow are made', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const orgId = fixture.owner.session.organization.id;
    const existing = await createWorkflow(app, cookie, { name: 'Existing' });
    await saveVersion(app, cookie, existing.id);
    const onto = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Onto existing', workflow_id: existing.id });
    const fresh = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Fresh' });
    for (const proposal of [onto, fresh]) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => decide(app, { cookie }, fixture.agentId, proposal.id, { status: 'approved' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    }
    expect(await app.db.prisma.workflowVersion.count({ where: { workflowId: existing.id } })).toBe(2);
    const made = await app.db.prisma.workflow.findMany({ where: { orgId, name: 'Fresh' }, include: { versions: true } });
    expect(made).toHaveLength(1);
    expect(made[0]!.versions).toHaveLength(1);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId, action: 'skill_proposal.approved' } })).toBe(2);
  });

  it("another agent's key on this agent's proposals: 404", async () => {
    const fixture = await agentWithBindings(app, {});
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Mine' });
    const as = { bearer: sibling.api_key };
    expect((await call(app, 'GET', proposalsOf(fixture.agentId), { as })).status).toBe(404);
    expect((await propose(app, as, fixture.agentId, { name: 'Theirs' })).status).toBe(404);
    expect(await proposalsIn(fixture.agentId)).toBe(1);
  });

  it('deciding needs an admin in a browser session: a personal token, a member, or the agent itself is 403', async () => {
    const fixture = await agentWithBindings(app, {});
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Guarded' });
    for (const as of [{ bearer: fixture.token }, { cookie: member.cookie }, { bearer: fixture.liveKey }]) {
      const refused = await decide(app, as, fixture.agentId, proposal.id, { status: 'approved' });
      expect(refused.status, refused.raw).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect(await statusOf(proposal.id)).toBe('pending');
  });

  it("another organization's admin, or a proposal of another agent under this path: 404", async () => {
    const fixture = await agentWithBindings(app, {});
    const other = await agentWithBindings(app, {});
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Ours' });
    const foreign = await decide(app, { cookie: other.owner.cookie }, fixture.agentId, proposal.id, { status: 'approved' });
    expect(foreign.status, foreign.raw).toBe(404);
    expect((await call(app, 'GET', proposalsOf(fixture.agentId), { as: { cookie: other.owner.cookie } })).status).toBe(404);
    expect((await propose(app, { cookie: other.owner.cookie }, fixture.agentId, { name: 'Theirs' })).status).toBe(404);

    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const misplaced = await decide(app, { cookie: fixture.owner.cookie }, sibling.agent.id, proposal.id, { status: 'approved' });
    expect(misplaced.status, misplaced.raw).toBe(404);
    expect(misplaced.body.error.message).toBe('Skill proposal not found');
    expect(await statusOf(proposal.id)).toBe('pending');
    expect(await proposalsIn(fixture.agentId)).toBe(1);
  });

  it('the body form: without proposal_id 400, a proposal of another agent or none 404, one decided 409, a member 403', async () => {
    const fixture = await agentWithBindings(app, {});
    const { cookie } = fixture.owner;
    const proposal = await proposed(app, fixture.liveKey, fixture.agentId, { name: 'Body form' });
    const missing = await decideByBody(app, { cookie }, fixture.agentId, { status: 'approved' });
    expect(missing.status, missing.raw).toBe(400);
    expect(missing.body.error.details).toEqual([expect.objectContaining({ path: 'proposal_id' })]);

    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    const misplaced = await decideByBody(app, { cookie }, sibling.agent.id, { proposal_id: proposal.id, status: 'approved' });
    expect(misplaced.status, misplaced.raw).toBe(404);
    expect(misplaced.body.error.message).toBe('Skill proposal not found');
    expect((await decideByBody(app, { cookie }, fixture.agentId, { proposal_id: 'skp_nothing', status: 'approved' })).status).toBe(404);

    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    expect((await decideByBody(app, { cookie: member.cookie }, fixture.agentId, { proposal_id: proposal.id, status: 'approved' })).status).toBe(403);
    expect(await statusOf(proposal.id)).toBe('pending');

    expect((await decideByBody(app, { cookie }, fixture.agentId, { proposal_id: proposal.id, status: 'rejected' })).status).toBe(200);
    const again = await decideByBody(app, { cookie }, fixture.agentId, { proposal_id: proposal.id, status: 'approved' });
    expect(again.status, again.raw).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', message: 'The skill proposal was already rejected' });
  });
});
