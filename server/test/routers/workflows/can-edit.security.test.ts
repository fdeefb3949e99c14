import { describe, expect, it } from 'vitest';
import type { WorkflowResponse } from '../../../src/routers/workflows/workflow.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup, type TestUser } from '../../support/identity.js';
import { createWorkflow } from './fixtures.js';

const app = useTestApp();

const read = (viewer: TestUser, id: string) => call<WorkflowResponse>(app, 'GET', `/api/v1/workflows/${id}`, { as: { cookie: viewer.cookie } });

describe('workflows: can_edit', () => {
  it('answers who may change it: its creator, admins and owners; another member who sees it may not', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const creator = await addMember(app, orgId, 'member');
    const colleague = await addMember(app, orgId, 'member');
    const admin = await addMember(app, orgId, 'admin');
    const workflow = await createWorkflow(app, creator.cookie);
    expect(workflow.can_edit).toBe(true);
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: creator.cookie }, body: { visibility: 'org' } });

    expect((await read(creator, workflow.id)).body.can_edit).toBe(true);
    expect((await read(admin, workflow.id)).body.can_edit).toBe(true);
    expect((await read(owner, workflow.id)).body.can_edit).toBe(true);
    expect((await read(colleague, workflow.id)).body.can_edit).toBe(false);
    const listed = await call<{ data: WorkflowResponse[] }>(app, 'GET', '/api/v1/workflows', { as: { cookie: colleague.cookie } });
    expect(listed.body.data.find((row) => row.id === workflow.id)?.can_edit).toBe(false);

    // Where it answers false, a change is refused.
    const renamed = await call(app, 'PATCH', `/api/v1/workflows/${workflow.id}`, { as: { cookie: colleague.cookie }, body: { name: 'Taken over' } });
    expect(renamed.status, renamed.raw).toBe(403);
  });
});
