import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup, useOwner } from '../../support/identity.js';
import { invite, orgIdOf, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

const revokedAt = async (id: string) => (await app.db.prisma.invite.findUniqueOrThrow({ where: { id } })).revokedAt;

describe('DELETE /api/v1/orgs/{id}/invites?invite_id=', () => {
  it('is refused to a member (403)', async () => {
    const made = await invite(app, owner);
    const member = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: member.session.user.id }, data: { role: 'member' } });
    for (const as of [{ cookie: member.cookie }, { bearer: token }]) {
      expect((await call(app, 'DELETE', orgPath(owner, `/invites?invite_id=${made.invite.id}`), { as })).status).toBe(403);
    }
    expect(await revokedAt(made.invite.id)).toBeNull();
  });

  it("answers 404 when another organization's id is used to reach an invite", async () => {
    const stranger = await signup(app);
    const theirs = await invite(app, stranger);
    const result = await call(app, 'DELETE', orgPath(stranger, `/invites?invite_id=${theirs.invite.id}`), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(404);
    expect(await revokedAt(theirs.invite.id)).toBeNull();
  });

  it('lets exactly one of a revocation and an acceptance at the same moment win', async () => {
    for (let round = 0; round < 5; round++) {
      const made = await invite(app, owner);
      const [revoked, accepted] = await Promise.all([
        call(app, 'DELETE', orgPath(owner, `/invites?invite_id=${made.invite.id}`), { as: { cookie: owner.cookie } }),
        call(app, 'POST', `/api/v1/invites/${made.token}/accept`, { body: { password: 'a long enough password' } }),
      ]);
      const row = await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } });
      if (revoked.status === 204) {
        expect(accepted.status).toBe(404);
        expect(row.acceptedAt).toBeNull();
      } else {
        expect(revoked.status).toBe(409);
        expect(accepted.status).toBe(200);
        expect(row.revokedAt).toBeNull();
      }
    }
  });
});
