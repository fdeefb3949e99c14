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
    expect(result.body).toEqual({ user_id: userIdOf(member), email: member.email, name: null, role: 'admin', joined_at: expect.any(String) });
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
});
