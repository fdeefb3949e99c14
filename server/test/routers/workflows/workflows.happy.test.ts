import { describe, expect, it } from 'vitest';
import type { WorkflowResponse } from '../../../src/routers/workflows/workflow.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { createWorkflow } from './fixtures.js';

const app = useTestApp();

const names = async (cookie: string) => (await call<{ data: WorkflowResponse[] }>(app, 'GET', '/api/v1/workflows', { as: { cookie } })).body.data.map((workflow) => workflow.name);

describe('workflows', () => {
  it('creates a private workflow, reads, renames and lists it, each change audited', async () => {
    const owner = await signup(app);
    const made = await call<WorkflowResponse>(app, 'POST', '/api/v1/workflows', { as: { cookie: owner.cookie }, body: { name: '  Supplier research ', description: 'Finds suppliers' } });
    expect(made.status, made.raw).toBe(201);
    expect(made.body).toEqual({
      id: expect.stringMatching(/^wf_/),
      name: 'Supplier research',
      description: 'Finds suppliers',
      visibility: 'private',
      team_id: null,
      created_by: owner.session.user.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can_edit: true,
    });
    const read = await call<WorkflowResponse>(app, 'GET', `/api/v1/workflows/${made.body.id}`, { as: { cookie: owner.cookie } });
    expect(read.body).toEqual(made.body);
    const renamed = await call<WorkflowResponse>(app, 'PATCH', `/api/v1/workflows/${made.body.id}`, { as: { cookie: owner.cookie }, body: { name: 'Vendor research', description: null } });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Vendor research', description: null });
    expect(await names(owner.cookie)).toEqual(['Vendor research']);
    const actions = await app.db.prisma.auditEntry.findMany({ where: { targetId: made.body.id }, orderBy: { seq: 'asc' }, select: { action: true, actorId: true } });
    expect(actions).toEqual([
      { action: 'workflow.created', actorId: owner.session.user.id },
      { action: 'workflow.updated', actorId: owner.session.user.id },
    ]);
  });

  it('shows a private workflow to its creator, admins and owners only; shared with a team, to its members; with the organization, to all', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const author = await addMember(app, orgId, 'member');
    const teammate = await addMember(app, orgId, 'member');
    const other = await addMember(app, orgId, 'member');
    const admin = await addMember(app, orgId, 'admin');
    const workflow = await createWorkflow(app, author.cookie, { name: 'Shared thing' });
    const sees = async () => Promise.all([author, teammate, other, admin, owner].map(async (user) => (await names(user.cookie)).includes('Shared thing')));
    expect(await sees()).toEqual([true, false, false, true, true]);

    const team = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie: owner.cookie }, body: { name: 'Research' } });
    await call(app, 'POST', `/api/v1/teams/${team.body.id}/members`, { as: { cookie: owner.cookie }, body: { user_id: teammate.session.user.id, role: 'worker' } });
    const shared = await call<WorkflowResponse>(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: author.cookie }, body: { visibility: 'team', team_id: team.body.id } });
    expect(shared.status, shared.raw).toBe(200);
    expect(shared.body).toMatchObject({ visibility: 'team', team_id: team.body.id });
    expect(await sees()).toEqual([true, true, false, true, true]);

    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: author.cookie }, body: { visibility: 'org' } });
    expect(await sees()).toEqual([true, true, true, true, true]);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'workflow.shared', targetId: workflow.id }, orderBy: { seq: 'desc' } });
    expect(entry.details).toEqual({ visibility: 'org' });
  });

  it('deletes a workflow: gone from reads and lists, its name free again, audited', async () => {
    const owner = await signup(app);
    const workflow = await createWorkflow(app, owner.cookie, { name: 'Temporary' });
    const deleted = await call(app, 'DELETE', `/api/v1/workflows/${workflow.id}`, { as: { cookie: owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect((await call(app, 'GET', `/api/v1/workflows/${workflow.id}`, { as: { cookie: owner.cookie } })).status).toBe(404);
    expect(await names(owner.cookie)).toEqual([]);
    await createWorkflow(app, owner.cookie, { name: 'TEMPORARY' });
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'workflow.deleted', targetId: workflow.id } })).toBe(1);
  });

  it('pages newest first with order=desc', async () => {
    const owner = await signup(app);
    for (const name of ['First', 'Second', 'Third']) await createWorkflow(app, owner.cookie, { name });
    const first = await call<{ data: WorkflowResponse[]; next_cursor: string }>(app, 'GET', '/api/v1/workflows?order=desc&limit=2', { as: { cookie: owner.cookie } });
    expect(first.body.data.map((workflow) => workflow.name)).toEqual(['Third', 'Second']);
    const next = await call<{ data: WorkflowResponse[]; next_cursor: null }>(app, 'GET', `/api/v1/workflows?order=desc&limit=2&cursor=${first.body.next_cursor}`, {
      as: { cookie: owner.cookie },
    });
    expect(next.body).toEqual({ data: [expect.objectContaining({ name: 'First' })], next_cursor: null });
  });
});
