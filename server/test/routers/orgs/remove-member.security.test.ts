import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

const isMember = async (orgId: string, userId: string) => (await app.db.prisma.membership.count({ where: { orgId, userId } })) === 1;

describe('DELETE /api/v1/orgs/{id}/members/{userId}', () => {
  it('is refused to a member (403), removing another or themselves, by session or token', async () => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: userIdOf(member) }, data: { role: 'member' } });
    const other = await addMember(app, orgIdOf(owner), 'member');
    for (const as of [{ cookie: member.cookie }, { bearer: token }]) {
      for (const target of [other, member, owner]) {
        const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/members/${userIdOf(target)}`), { as });
        expect(result.status).toBe(403);
      }
    }
    for (const target of [other, member, owner]) expect(await isMember(orgIdOf(owner), userIdOf(target))).toBe(true);
  });

  it('refuses an admin who removes an owner (403)', async () => {
    const owner = await signup(app);
    const coOwner = await addMember(app, orgIdOf(owner), 'owner');
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    for (const target of [owner, coOwner]) {
      const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/members/${userIdOf(target)}`), { as: { cookie: admin.cookie } });
      expect(result.status).toBe(403);
      expect(result.body.error.message).toMatch(/Only an owner can remove an owner/);
      expect(await isMember(orgIdOf(owner), userIdOf(target))).toBe(true);
    }
  });

  it('keeps an owner when both owners leave at the same moment: one is refused as the sole owner (409)', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signup(app);
      const second = await addMember(app, orgIdOf(first), 'owner');
      const results = await Promise.all(
        [first, second].map((owner) => call(app, 'DELETE', orgPath(first, `/members/${userIdOf(owner)}`), { as: { cookie: owner.cookie } })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([204, 409]);
      expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(first), role: 'owner' } })).toBe(1);
    }
  });

  it('keeps an owner when a demotion and a removal of the two owners race', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signup(app);
      const second = await addMember(app, orgIdOf(first), 'owner');
      const results = await Promise.all([
        call(app, 'DELETE', orgPath(first, `/members/${userIdOf(first)}`), { as: { cookie: first.cookie } }),
        call(app, 'PATCH', orgPath(first, `/members/${userIdOf(second)}`), { as: { cookie: second.cookie }, body: { role: 'member' } }),
      ]);
      expect(results.filter((result) => result.status < 300)).toHaveLength(1);
      expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(first), role: 'owner' } })).toBe(1);
    }
  });
});
