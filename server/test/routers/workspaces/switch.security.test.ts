import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { createWorkspace } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/workspaces/switch', () => {
  it("answers 404, never 403, for another organization's workspace, by session and by token, switching nothing", async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const stranger = await signup(app);
    const foreign = await createWorkspace(app, { cookie: stranger.cookie }, 'Foreign');
    const foreignDefault = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: stranger.session.organization.id, isDefault: true } });
    const before = await app.db.prisma.membership.findFirstOrThrow({ where: { userId: owner.session.user.id } });
    for (const as of [{ cookie: owner.cookie }, { bearer: token }]) {
      for (const workspaceId of [foreign.id, foreignDefault.id]) {
        const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces/switch', { as, body: { workspace_id: workspaceId } });
        expect(result.status, result.raw).toBe(404);
        expect(result.body.error.code).toBe('not_found');
      }
    }
    expect(await app.db.prisma.membership.findFirstOrThrow({ where: { userId: owner.session.user.id } })).toEqual(before);
  });

  it('refuses an agent key with 403: an agent acts in its own workspace', async () => {
    const owner = await signup(app);
    const research = await createWorkspace(app, { cookie: owner.cookie }, 'Research');
    const agent = await createAgent(app, { cookie: owner.cookie });
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces/switch', { as: { bearer: agent.api_key }, body: { workspace_id: research.id } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error.code).toBe('forbidden');
    const row = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: agent.agent.id } });
    expect(row.workspaceId).not.toBe(research.id);
  });
});
