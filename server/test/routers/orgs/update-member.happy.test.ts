import { describe, expect, it } from 'vitest';
import type { MemberResponse } from '../../../src/routers/orgs/member.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { auditOf, orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/orgs/{id}/members/{userId}', () => {
  it("sets a member's role, answers the member and records who changed what", async () => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    const result = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), {
      as: { cookie: owner.cookie },
      body: { role: 'admin' },
    });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({ user_id: userIdOf(member), email: member.email, name: null, role: 'admin', permissions: [], held_permissions: [], joined_at: expect.any(String) });
    expect((await app.db.prisma.membership.findFirstOrThrow({ where: { userId: userIdOf(member) } })).role).toBe('admin');
    const [entry] = await auditOf(app, orgIdOf(owner), 'member.role_changed');
    expect(entry).toMatchObject({ actorId: userIdOf(owner), targetType: 'user', targetId: userIdOf(member), details: { email: member.email, from: 'member', to: 'admin' } });
  });

  it('takes effect on the next request: a demoted admin can no longer manage members', async () => {
    const owner = await signup(app);
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, admin);
    const other = await addMember(app, orgIdOf(owner), 'member');
    await call(app, 'PATCH', orgPath(owner, `/members/${userIdOf(admin)}`), { as: { cookie: owner.cookie }, body: { role: 'member' } });
    const refused = await call(app, 'PATCH', orgPath(owner, `/members/${userIdOf(other)}`), { as: { bearer: token }, body: { role: 'admin' } });
    expect(refused.status).toBe(403);
  });

  it('lets an owner make an owner and demote another owner; an admin manage members and admins', async () => {
    const owner = await signup(app);
    const second = await addMember(app, orgIdOf(owner), 'member');
    const promoted = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(second)}`), { as: { cookie: owner.cookie }, body: { role: 'owner' } });
    expect(promoted.body.role).toBe('owner');
    const demoted = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(owner)}`), { as: { cookie: second.cookie }, body: { role: 'admin' } });
    expect(demoted.status, demoted.raw).toBe(200);
    expect(demoted.body.role).toBe('admin');
    const third = await addMember(app, orgIdOf(owner), 'member');
    // `owner` is an admin now: they may promote a member to admin and back.
    for (const role of ['admin', 'member'] as const) {
      const changed = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(third)}`), { as: { cookie: owner.cookie }, body: { role } });
      expect(changed.status, changed.raw).toBe(200);
      expect(changed.body.role).toBe(role);
    }
  });

  it('changes nothing and records nothing when the member already has the role', async () => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    const result = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie }, body: { role: 'member' } });
    expect(result.status).toBe(200);
    expect(result.body.role).toBe('member');
    expect(await auditOf(app, orgIdOf(owner), 'member.role_changed')).toHaveLength(0);
  });

  it('grants and takes back permissions, each change audited; the permission then opens its routes', async () => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    const before = await call(app, 'GET', '/api/v1/publish-requests?status=pending', { as: { cookie: member.cookie } });
    expect(before.status).toBe(200);
    const refused = await call(app, 'PATCH', '/api/v1/publish-requests/preq_01jh0xr2d4f6h8k0n2q4s6v8x0', { as: { cookie: member.cookie }, body: { status: 'rejected' } });
    expect(refused.status).toBe(403);
    expect(refused.raw).toContain('publish.manage');

    const granted = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), {
      as: { cookie: owner.cookie },
      body: { permissions: ['publish.manage', 'publish.manage'] },
    });
    expect(granted.status, granted.raw).toBe(200);
    expect(granted.body).toMatchObject({ role: 'member', permissions: ['publish.manage'] });
    const session = await call<{ permissions: string[] }>(app, 'GET', '/api/v1/auth/session', { as: { cookie: member.cookie } });
    expect(session.body.permissions).toEqual(['publish.manage']);
    // Held now: the route answers for the request itself (none such here), no longer 403.
    expect((await call(app, 'PATCH', '/api/v1/publish-requests/preq_01jh0xr2d4f6h8k0n2q4s6v8x0', { as: { cookie: member.cookie }, body: { status: 'rejected' } })).status).toBe(404);

    const again = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie }, body: { permissions: ['publish.manage'] } });
    expect(again.body.permissions).toEqual(['publish.manage']);
    const taken = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie }, body: { permissions: [] } });
    expect(taken.body.permissions).toEqual([]);
    const entries = await auditOf(app, orgIdOf(owner), 'member.permissions_changed');
    expect(entries.map((entry) => entry.details)).toEqual([
      { email: member.email, from: [], to: ['publish.manage'] },
      { email: member.email, from: ['publish.manage'], to: [] },
    ]);
    expect(await auditOf(app, orgIdOf(owner), 'member.role_changed')).toHaveLength(0);
  });

  it('lets an admin grant a permission to an admin, and changes role and permissions in one request', async () => {
    const owner = await signup(app);
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const member = await addMember(app, orgIdOf(owner), 'member');
    const both = await call<MemberResponse>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), {
      as: { cookie: admin.cookie },
      body: { role: 'admin', permissions: ['publish.manage'] },
    });
    expect(both.status, both.raw).toBe(200);
    expect(both.body).toMatchObject({ role: 'admin', permissions: ['publish.manage'] });
    expect(await auditOf(app, orgIdOf(owner), 'member.role_changed')).toHaveLength(1);
    expect(await auditOf(app, orgIdOf(owner), 'member.permissions_changed')).toHaveLength(1);
  });
});
