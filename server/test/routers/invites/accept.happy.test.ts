import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import { useTestApp } from '../../support/app.js';
import { call, sessionCookieOf, signup } from '../../support/identity.js';
import { auditOf, invite, orgIdOf, userIdOf } from '../orgs/fixtures.js';
import { accept, PASSWORD, signedIn } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/invites/{token}/accept', () => {
  it("without a session: creates the invite's account, joins it with the invite's role and signs it in", async () => {
    const owner = await signup(app, { org_name: 'Analytical Engines' });
    const made = await invite(app, owner, { email: 'grace@example.com', role: 'admin' });
    const result = await accept(app, made.token, { password: PASSWORD, name: 'Grace Hopper' });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      user: { id: expect.stringMatching(/^usr_/), email: 'grace@example.com', name: 'Grace Hopper', created_at: expect.any(String) },
      organization: { id: orgIdOf(owner), name: 'Analytical Engines', created_at: expect.any(String) },
      role: 'admin',
      permissions: [],
      capabilities: expect.objectContaining({ manage_members: true, manage_publishing: false }),
      assignable_roles: ['admin', 'member'],
    });
    expect(result.headers.get('cache-control')).toBe('no-store');

    const cookie = sessionCookieOf(result.headers);
    const session = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie } });
    expect(session.status).toBe(200);
    expect(session.body).toEqual(result.body);

    const userId = result.body.user.id;
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId: orgIdOf(owner), isDefault: true } });
    expect(await app.db.prisma.membership.findFirstOrThrow({ where: { userId } })).toMatchObject({ role: 'admin', activeWorkspaceId: workspace.id });
    expect(await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).toMatchObject({ acceptedBy: userId, acceptedAt: expect.any(Date) });
    const [entry] = await auditOf(app, orgIdOf(owner), 'invite.accepted');
    expect(entry).toMatchObject({
      actorId: userId,
      targetType: 'invite',
      targetId: made.invite.id,
      details: { user_id: userId, email: 'grace@example.com', role: 'admin', team_id: null, new_account: true },
    });

    const login = await call<SessionResponse>(app, 'POST', '/api/v1/auth/login', { body: { email: 'grace@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.organization.id).toBe(orgIdOf(owner));
  });

  it('with a session: adds the signed-in user, opens a session in the new organization and keeps the old one', async () => {
    const owner = await signup(app);
    const existing = await signup(app);
    const made = await invite(app, owner, { email: existing.email });
    const result = await accept(app, made.token, {}, signedIn(app, existing.cookie));
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toMatchObject({ user: { id: userIdOf(existing), email: existing.email }, organization: { id: orgIdOf(owner) }, role: 'member' });
    const cookie = sessionCookieOf(result.headers);
    expect(cookie).not.toBe(existing.cookie);
    expect((await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie } })).body.organization.id).toBe(orgIdOf(owner));
    expect((await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: existing.cookie } })).body.organization.id).toBe(orgIdOf(existing));
    expect(await app.db.prisma.membership.count({ where: { userId: userIdOf(existing) } })).toBe(2);
    const [entry] = await auditOf(app, orgIdOf(owner), 'invite.accepted');
    expect(entry?.details).toMatchObject({ user_id: userIdOf(existing), new_account: false });
  });

  it("with a session, ignores a password and name: the signed-in account joins as it is", async () => {
    const owner = await signup(app);
    const existing = await signup(app, { name: 'Kept' });
    const made = await invite(app, owner, { email: existing.email });
    const result = await accept(app, made.token, { password: 'another long password', name: 'Changed' }, signedIn(app, existing.cookie));
    expect(result.status, result.raw).toBe(200);
    expect(result.body.user).toMatchObject({ id: userIdOf(existing), name: 'Kept' });
    expect((await call(app, 'POST', '/api/v1/auth/login', { body: { email: existing.email, password: existing.password } })).status).toBe(200);
  });

  it("joins the invite's team as a worker", async () => {
    const owner = await signup(app);
    const orgId = orgIdOf(owner);
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research' } });
    const made = await invite(app, owner, { team_id: team.id });
    const result = await accept(app, made.token);
    expect(result.status, result.raw).toBe(200);
    const member = await app.db.prisma.teamMember.findFirstOrThrow({ where: { teamId: team.id, userId: result.body.user.id } });
    expect(member).toMatchObject({ orgId, role: 'worker', allocationCents: 0n });
    const [entry] = await auditOf(app, orgId, 'invite.accepted');
    expect(entry?.details).toMatchObject({ team_id: team.id });
  });

  it('ignores a session cookie that names no live session: the account is created as without one', async () => {
    const owner = await signup(app);
    const made = await invite(app, owner);
    const result = await accept(app, made.token, { password: PASSWORD }, signedIn(app, 'proctor_session=stale'));
    expect(result.status, result.raw).toBe(200);
    expect(result.body.user.email).toBe(made.invite.email);
  });
});
