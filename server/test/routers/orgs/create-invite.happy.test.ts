import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import { hashSecret } from '../../../src/domain/secrets.js';
import type { CreateInviteResponse } from '../../../src/routers/orgs/create-invite.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { auditOf, orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/orgs/{id}/invites', () => {
  it('makes an invite valid for 7 days, with a token shown once and stored as its SHA-256, and an accept_url', async () => {
    const owner = await signup(app);
    const before = Date.now();
    const result = await call<CreateInviteResponse>(app, 'POST', orgPath(owner, '/invites'), {
      as: { cookie: owner.cookie },
      body: { email: 'Grace.Hopper@Example.com', role: 'admin' },
    });
    expect(result.status, result.raw).toBe(201);
    const { invite, token, accept_url } = result.body;
    expect(invite).toEqual({
      id: expect.stringMatching(/^inv_[0-9a-z]{26}$/),
      email: 'grace.hopper@example.com',
      role: 'admin',
      team_id: null,
      invited_by: userIdOf(owner),
      expires_at: expect.any(String),
      created_at: expect.any(String),
    });
    const lifetime = Date.parse(invite.expires_at) - before;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
    expect(token).toMatch(/^invite_[A-Za-z0-9_-]{43}$/);
    expect(accept_url).toBe(`${app.baseUrl}/invites/${token}`);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const stored = await app.db.prisma.invite.findUniqueOrThrow({ where: { id: invite.id } });
    expect(stored.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const [entry] = await auditOf(app, orgIdOf(owner), 'invite.created');
    expect(entry).toMatchObject({ actorId: userIdOf(owner), targetId: invite.id, details: { email: 'grace.hopper@example.com', role: 'admin', team_id: null } });
  });

  it('takes a team of the organization, by an admin with a personal token', async () => {
    const owner = await signup(app);
    const orgId = orgIdOf(owner);
    const admin = await addMember(app, orgId, 'admin');
    const token = await mintToken(app, admin);
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research' } });
    const result = await call<CreateInviteResponse>(app, 'POST', orgPath(owner, '/invites'), {
      as: { bearer: token },
      body: { email: 'worker@example.com', role: 'member', team_id: team.id },
    });
    expect(result.status, result.raw).toBe(201);
    expect(result.body.invite).toMatchObject({ team_id: team.id, invited_by: userIdOf(admin), role: 'member' });
  });

  it('lets an owner invite an owner', async () => {
    const owner = await signup(app);
    const result = await call<CreateInviteResponse>(app, 'POST', orgPath(owner, '/invites'), { as: { cookie: owner.cookie }, body: { email: 'co@example.com', role: 'owner' } });
    expect(result.status).toBe(201);
    expect(result.body.invite.role).toBe('owner');
  });

  it('builds accept_url on PROCTOR_PUBLIC_URL when it is set', async () => {
    const { startTestApp } = await import('../../support/app.js');
    const behindProxy = await startTestApp({ env: { PROCTOR_PUBLIC_URL: 'https://proctor.example.com/' } });
    try {
      const owner = await signup(behindProxy);
      const result = await call<CreateInviteResponse>(behindProxy, 'POST', orgPath(owner, '/invites'), {
        headers: { cookie: owner.cookie, origin: 'https://proctor.example.com' },
        body: { email: 'someone@example.com', role: 'member' },
      });
      expect(result.status, result.raw).toBe(201);
      expect(result.body.accept_url).toBe(`https://proctor.example.com/invites/${result.body.token}`);
    } finally {
      await behindProxy.close();
    }
  });
});
