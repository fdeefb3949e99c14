import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { auditOf, withBigInts, invite, orgIdOf, orgPath, userIdOf, type InvitesPage } from './fixtures.js';

const app = useTestApp();

describe('DELETE /api/v1/orgs/{id}/invites?invite_id=', () => {
  it('revokes: the token opens nothing any more, the invite leaves the list, and the revocation is recorded', async () => {
    const owner = await signup(app);
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const made = await invite(app, owner);
    const result = await call(app, 'DELETE', orgPath(owner, `/invites?invite_id=${made.invite.id}`), { as: { cookie: admin.cookie } });
    expect(result.status, result.raw).toBe(204);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).revokedAt).not.toBeNull();
    const accept = await call(app, 'POST', `/api/v1/invites/${made.token}/accept`, { body: { password: 'a long enough password' } });
    expect(accept.status).toBe(404);
    const listed = await call<InvitesPage>(app, 'GET', orgPath(owner, '/invites'), { as: { cookie: owner.cookie } });
    expect(listed.body.data).toEqual([]);
    const [entry] = await auditOf(app, orgIdOf(owner), 'invite.revoked');
    expect(entry).toMatchObject({ actorId: userIdOf(admin), targetType: 'invite', targetId: made.invite.id });
    expect(JSON.stringify(entry, withBigInts)).not.toContain(made.token);
  });
});
