import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { orgIdOf, orgPath, userIdOf, type MembersPage } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/orgs/{id}/members', () => {
  it('lists every person of the organization with their role, in the order they joined, to any member', async () => {
    const owner = await signup(app, { name: 'Ada' });
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const member = await addMember(app, orgIdOf(owner), 'member');
    const listed = await call<MembersPage>(app, 'GET', orgPath(owner, '/members'), { as: { cookie: member.cookie } });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body.next_cursor).toBeNull();
    expect(listed.body.data).toEqual([
      { user_id: userIdOf(owner), email: owner.email, name: 'Ada', role: 'owner', permissions: [], held_permissions: ['publish.manage'], joined_at: expect.any(String) },
      { user_id: userIdOf(admin), email: admin.email, name: null, role: 'admin', permissions: [], held_permissions: [], joined_at: expect.any(String) },
      { user_id: userIdOf(member), email: member.email, name: null, role: 'member', permissions: [], held_permissions: [], joined_at: expect.any(String) },
    ]);
    expect(Date.parse(listed.body.data[0]!.joined_at)).not.toBeNaN();
  });

  it('pages with next_cursor, and a personal token reads it too', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const others = [await addMember(app, orgIdOf(owner), 'member'), await addMember(app, orgIdOf(owner), 'member')];
    const first = await call<MembersPage>(app, 'GET', orgPath(owner, '/members?limit=2'), { as: { bearer: token } });
    expect(first.body.data.map((member) => member.user_id)).toEqual([userIdOf(owner), userIdOf(others[0]!)]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call<MembersPage>(app, 'GET', orgPath(owner, `/members?limit=2&cursor=${first.body.next_cursor}`), { as: { bearer: token } });
    expect(second.body).toEqual({ data: [expect.objectContaining({ user_id: userIdOf(others[1]!) })], next_cursor: null });
  });
});
