import { describe, expect, it } from 'vitest';
import type { WorkspaceResponse } from '../../../src/routers/workspaces/workspace.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';

const app = useTestApp();

describe('POST /api/v1/workspaces', () => {
  it('creates a workspace with its own empty wallet, audited, without switching to it', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const token = await mintToken(app, owner);
    const result = await call<WorkspaceResponse>(app, 'POST', '/api/v1/workspaces', { as: { bearer: token }, body: { name: '  Research ' } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^wsp_/),
      name: 'Research',
      is_default: false,
      is_active: false,
      balance_cents: 0,
      held_cents: 0,
      created_at: expect.any(String),
    });
    // The trial balance is the organization's once: the default workspace keeps it, the new one starts at 0.
    const wallets = await app.db.prisma.wallet.findMany({ where: { orgId }, include: { workspace: true }, orderBy: { createdAt: 'asc' } });
    expect(wallets.map((wallet) => [wallet.workspace.name, wallet.balanceCents, wallet.heldCents])).toEqual([
      ['Default', 500n, 0n],
      ['Research', 0n, 0n],
    ]);
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { orgId, action: 'workspace.created' } });
    expect(entry).toMatchObject({ actorType: 'user', actorId: owner.session.user.id, targetType: 'workspace', targetId: result.body.id, details: { name: 'Research', wallet_id: wallets[1]!.id } });
    const membership = await app.db.prisma.membership.findFirstOrThrow({ where: { orgId, userId: owner.session.user.id } });
    expect(membership.activeWorkspaceId).toBe(wallets[0]!.workspaceId);
  });

  it('lets an admin create one, by session', async () => {
    const owner = await signup(app);
    const admin = await addMember(app, owner.session.organization.id, 'admin');
    const result = await call<WorkspaceResponse>(app, 'POST', '/api/v1/workspaces', { as: { cookie: admin.cookie }, body: { name: 'Ops' } });
    expect(result.status, result.raw).toBe(201);
    expect(result.body.name).toBe('Ops');
  });

  it('takes a name another organization uses', async () => {
    const first = await signup(app);
    const second = await signup(app);
    for (const owner of [first, second]) {
      const result = await call(app, 'POST', '/api/v1/workspaces', { as: { cookie: owner.cookie }, body: { name: 'Shared name' } });
      expect(result.status, result.raw).toBe(201);
    }
  });
});
