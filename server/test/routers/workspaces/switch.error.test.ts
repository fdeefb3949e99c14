import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, useOwner } from '../../support/identity.js';

const app = useTestApp();
const owner = useOwner(app);

async function activeWorkspaceId(): Promise<string> {
  const membership = await app.db.prisma.membership.findFirstOrThrow({ where: { orgId: owner.session.organization.id, userId: owner.session.user.id } });
  return membership.activeWorkspaceId;
}

describe('POST /api/v1/workspaces/switch', () => {
  it.each([
    ['no workspace_id', {}],
    ['an empty workspace_id', { workspace_id: '' }],
    ['a workspace_id not a string', { workspace_id: 7 }],
    ['an unknown field', { workspace_id: 'wsp_01jh0x5q3x1e4p9n0t6w8y3b2c', team_id: 'x' }],
  ])('refuses %s with 400, switching nothing', async (_name, body) => {
    const before = await activeWorkspaceId();
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces/switch', { as: { cookie: owner.cookie }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(await activeWorkspaceId()).toBe(before);
  });

  it('answers 404 for a workspace that does not exist, switching nothing', async () => {
    const before = await activeWorkspaceId();
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces/switch', {
      as: { cookie: owner.cookie },
      body: { workspace_id: 'wsp_01jh0x5q3x1e4p9n0t6w8y3b2c' },
    });
    expect(result.status, result.raw).toBe(404);
    expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Workspace not found' });
    expect(await activeWorkspaceId()).toBe(before);
  });
});
