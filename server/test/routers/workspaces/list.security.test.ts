import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { createWorkspace, type WorkspacePage } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/workspaces', () => {
  it("lists only the caller's organization's workspaces, to members too", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    await createWorkspace(app, { cookie: stranger.cookie }, 'Foreign');
    await createWorkspace(app, { cookie: owner.cookie }, 'Research');
    const member = await addMember(app, owner.session.organization.id, 'member');
    const result = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as: { cookie: member.cookie } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body.data.map((workspace) => workspace.name)).toEqual(['Default', 'Research']);
  });
});
