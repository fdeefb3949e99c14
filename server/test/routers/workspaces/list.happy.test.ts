import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, mintToken, signup } from '../../support/identity.js';
import { createWorkspace, switchTo, type WorkspacePage } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/workspaces', () => {
  it('lists the default workspace of a new organization, active, with the trial balance', async () => {
    const owner = await signup(app);
    const result = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as: { cookie: owner.cookie } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      data: [{ id: expect.stringMatching(/^wsp_/), name: 'Default', is_default: true, is_active: true, balance_cents: 500, held_cents: 0, created_at: expect.any(String) }],
      next_cursor: null,
    });
  });

  it('lists every workspace oldest first, a page at a time, marking the active one', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const research = await createWorkspace(app, { bearer: token }, 'Research');
    const ops = await createWorkspace(app, { bearer: token }, 'Ops');
    await switchTo(app, { bearer: token }, research.id);

    const all = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as: { bearer: token } });
    expect(all.body.data.map((workspace) => [workspace.name, workspace.is_default, workspace.is_active, workspace.balance_cents])).toEqual([
      ['Default', true, false, 500],
      ['Research', false, true, 0],
      ['Ops', false, false, 0],
    ]);
    const first = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces?limit=2', { as: { bearer: token } });
    expect(first.body.data.map((workspace) => workspace.name)).toEqual(['Default', 'Research']);
    const second = await call<WorkspacePage>(app, 'GET', `/api/v1/workspaces?limit=2&cursor=${first.body.next_cursor}`, { as: { bearer: token } });
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ops.id, name: 'Ops' })], next_cursor: null });
  });

  it('shows what open requests hold of each wallet', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    await app.db.prisma.wallet.updateMany({ where: { orgId }, data: { balanceCents: 1234n, heldCents: 34n } });
    const result = await call<WorkspacePage>(app, 'GET', '/api/v1/workspaces', { as: { cookie: owner.cookie } });
    expect(result.body.data[0]).toMatchObject({ balance_cents: 1234, held_cents: 34 });
  });
});
