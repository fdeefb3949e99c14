import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { invite, orgPath, type InvitesPage } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/orgs/{id}/invites', () => {
  it('lists the pending invites only: not accepted, revoked or expired; oldest first, paged', async () => {
    const owner = await signup(app);
    const pending = [await invite(app, owner), await invite(app, owner, { role: 'admin' }), await invite(app, owner)];
    const accepted = await invite(app, owner);
    expect((await call(app, 'POST', `/api/v1/invites/${accepted.token}/accept`, { body: { password: 'a long enough password' } })).status).toBe(200);
    const revoked = await invite(app, owner);
    expect((await call(app, 'DELETE', orgPath(owner, `/invites?invite_id=${revoked.invite.id}`), { as: { cookie: owner.cookie } })).status).toBe(204);
    const expired = await invite(app, owner);
    await app.db.prisma.invite.update({ where: { id: expired.invite.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const first = await call<InvitesPage>(app, 'GET', orgPath(owner, '/invites?limit=2'), { as: { cookie: owner.cookie } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toEqual([pending[0]!.invite, pending[1]!.invite]);
    const second = await call<InvitesPage>(app, 'GET', orgPath(owner, `/invites?limit=2&cursor=${first.body.next_cursor}`), { as: { cookie: owner.cookie } });
    expect(second.body).toEqual({ data: [pending[2]!.invite], next_cursor: null });
  });
});
