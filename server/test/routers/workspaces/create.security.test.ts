import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, mintToken, signup } from '../../support/identity.js';

const app = useTestApp();

describe('POST /api/v1/workspaces', () => {
  it('refuses a member with 403 naming the role needed, and an agent key with 403; creates nothing', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const member = await addMember(app, orgId, 'member');
    const agent = await createAgent(app, { cookie: owner.cookie });
    for (const as of [{ cookie: member.cookie }, { bearer: agent.api_key }]) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces', { as, body: { name: 'Sneaky' } });
      expect(result.status, result.raw).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
    const refused = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces', { as: { cookie: member.cookie }, body: { name: 'Sneaky' } });
    expect(refused.body.error.message).toMatch(/admin/);
    expect(await app.db.prisma.workspace.count({ where: { orgId } })).toBe(1);
  });

  it("creates in the caller's own organization only", async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const stranger = await signup(app);
    const result = await call<{ id: string }>(app, 'POST', '/api/v1/workspaces', { as: { bearer: token }, body: { name: 'Mine' } });
    const workspace = await app.db.prisma.workspace.findUniqueOrThrow({ where: { id: result.body.id } });
    expect(workspace.orgId).toBe(owner.session.organization.id);
    expect(await app.db.prisma.workspace.count({ where: { orgId: stranger.session.organization.id } })).toBe(1);
  });
});
