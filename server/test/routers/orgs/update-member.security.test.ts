import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

const roleOf = async (userId: string) => (await app.db.prisma.membership.findFirstOrThrow({ where: { userId } })).role;

describe('PATCH /api/v1/orgs/{id}/members/{userId}', () => {
  it('is refused to a member (403) by session and by token, and changes nothing', async () => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: userIdOf(member) }, data: { role: 'member' } });
    const other = await addMember(app, orgIdOf(owner), 'member');
    for (const as of [{ cookie: member.cookie }, { bearer: token }]) {
      for (const target of [other, member]) {
        const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(target)}`), { as, body: { role: 'admin' } });
        expect(result.status).toBe(403);
        expect(result.body.error.message).toMatch(/admin role/);
      }
    }
    expect(await roleOf(userIdOf(other))).toBe('member');
    expect(await roleOf(userIdOf(member))).toBe('member');
  });

  it("refuses an admin who promotes to owner or changes an owner's role (403)", async () => {
    const owner = await signup(app);
    const coOwner = await addMember(app, orgIdOf(owner), 'owner');
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const member = await addMember(app, orgIdOf(owner), 'member');
    const attempts = [
      [member, 'owner'],
      [admin, 'owner'],
      [coOwner, 'admin'],
      [coOwner, 'member'],
    ] as const;
    for (const [target, role] of attempts) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(target)}`), { as: { cookie: admin.cookie }, body: { role } });
      expect(result.status, `${role}: ${result.raw}`).toBe(403);
      expect(result.body.error.message).toMatch(/Only an owner/);
    }
    expect(await roleOf(userIdOf(member))).toBe('member');
    expect(await roleOf(userIdOf(admin))).toBe('admin');
    expect(await roleOf(userIdOf(coOwner))).toBe('owner');
  });

  it("refuses an admin who changes an owner's permissions (403), and a member who grants one (403)", async () => {
    const owner = await signup(app);
    const coOwner = await addMember(app, orgIdOf(owner), 'owner');
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const member = await addMember(app, orgIdOf(owner), 'member');
    const byAdmin = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(coOwner)}`), { as: { cookie: admin.cookie }, body: { permissions: [] } });
    expect(byAdmin.status).toBe(403);
    const byMember = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: member.cookie }, body: { permissions: ['publish.manage'] } });
    expect(byMember.status).toBe(403);
    const rows = await app.db.prisma.membership.findMany({ where: { orgId: orgIdOf(owner) } });
    expect(rows.every((row) => row.permissions.length === 0)).toBe(true);
  });

  it('keeps an owner when both owners step down at the same moment: one is refused as the sole owner (409)', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signup(app);
      const second = await addMember(app, orgIdOf(first), 'owner');
      const results = await Promise.all(
        [first, second].map((owner) =>
          call<ErrorEnvelope>(app, 'PATCH', orgPath(first, `/members/${userIdOf(owner)}`), { as: { cookie: owner.cookie }, body: { role: 'admin' } }),
        ),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 409)?.body.error.message).toMatch(/only owner/);
      expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(first), role: 'owner' } })).toBe(1);
    }
  });

  it('keeps an owner when two owners demote each other at the same moment: the second is no longer an owner', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signup(app);
      const second = await addMember(app, orgIdOf(first), 'owner');
      const results = await Promise.all([
        call(app, 'PATCH', orgPath(first, `/members/${userIdOf(second)}`), { as: { cookie: first.cookie }, body: { role: 'admin' } }),
        call(app, 'PATCH', orgPath(first, `/members/${userIdOf(first)}`), { as: { cookie: second.cookie }, body: { role: 'member' } }),
      ]);
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      expect(results.find((result) => result.status !== 200)?.status).toBeOneOf([403, 409]);
      expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(first), role: 'owner' } })).toBe(1);
    }
  });

  it('keeps an owner when three owners each demote the next at the same moment', async () => {
    const first = await signup(app);
    const owners = [first, await addMember(app, orgIdOf(first), 'owner'), await addMember(app, orgIdOf(first), 'owner')];
    const results = await Promise.all(
      owners.map((by, index) =>
        call(app, 'PATCH', orgPath(first, `/members/${userIdOf(owners[(index + 1) % 3]!)}`), { as: { cookie: by.cookie }, body: { role: 'admin' } }),
      ),
    );
    expect(results.filter((result) => result.status === 200).length).toBeLessThanOrEqual(2);
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(first), role: 'owner' } })).toBeGreaterThanOrEqual(1);
  });
});
