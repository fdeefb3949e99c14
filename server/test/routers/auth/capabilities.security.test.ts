import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup, type TestUser } from '../../support/identity.js';

const app = useTestApp();

type Capabilities = SessionResponse['capabilities'];

const sessionOf = async (user: TestUser) => (await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: user.cookie } })).body;

/** Every capability the owner's session names set to `value`, but those in `except`. */
const everyOf = (owner: TestUser) => (value: boolean, except: Partial<Capabilities> = {}) =>
  ({ ...Object.fromEntries(Object.keys(owner.session.capabilities).map((name) => [name, value])), ...except }) as Capabilities;

describe('GET /api/v1/auth/session: capabilities', () => {
  it('answers what each role and grant allows: owners everything, admins all but publish.manage, members nothing until granted', async () => {
    const owner = await signup(app);
    const all = everyOf(owner);
    const orgId = owner.session.organization.id;
    expect(Object.keys(owner.session.capabilities).length).toBeGreaterThan(10);
    expect(owner.session.capabilities).toEqual(all(true));
    const admin = await addMember(app, orgId, 'admin');
    expect((await sessionOf(admin)).capabilities).toEqual(all(true, { manage_publishing: false }));
    const member = await addMember(app, orgId, 'member');
    expect((await sessionOf(member)).capabilities).toEqual(all(false));

    // A grant shows at the next read of the session, without signing in again.
    const granted = await call(app, 'PATCH', `/api/v1/orgs/${orgId}/members/${member.session.user.id}`, { as: { cookie: owner.cookie }, body: { permissions: ['publish.manage'] } });
    expect(granted.status, granted.raw).toBe(200);
    expect((await sessionOf(member)).capabilities).toEqual(all(false, { manage_publishing: true }));
    // The roles each may give: only an owner gives (or touches) the owner role, and a member none.
    expect(owner.session.assignable_roles).toEqual(['owner', 'admin', 'member']);
    expect((await sessionOf(admin)).assignable_roles).toEqual(['admin', 'member']);
    expect((await sessionOf(member)).assignable_roles).toEqual([]);
    const ownerInvite = await call(app, 'POST', `/api/v1/orgs/${orgId}/invites`, { as: { cookie: admin.cookie }, body: { email: 'next@example.test', role: 'owner' } });
    expect(ownerInvite.status, ownerInvite.raw).toBe(403);

    // By personal token: the same person, the same answer.
    const byToken = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { bearer: await mintToken(app, owner) } });
    expect(byToken.body.capabilities).toEqual(owner.session.capabilities);
  });

  it('agrees with what the server enforces: where a capability is false the operations it names are refused 403', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const admin = await addMember(app, orgId, 'admin');
    const member = await addMember(app, orgId, 'member');
    for (const person of [owner, admin, member]) {
      const { capabilities } = await sessionOf(person);
      const approvals = await call(app, 'GET', '/api/v1/approvals', { as: { cookie: person.cookie } });
      expect(approvals.status === 403, approvals.raw).toBe(!capabilities.decide_approvals);
      const invites = await call(app, 'GET', `/api/v1/orgs/${orgId}/invites`, { as: { cookie: person.cookie } });
      expect(invites.status === 403, invites.raw).toBe(!capabilities.manage_invites);
      const publishQueue = await call(app, 'PATCH', '/api/v1/publish-requests/preq_00000000000000000000000000', {
        as: { cookie: person.cookie },
        body: { status: 'approved' },
      });
      // Past the access check the request is simply not found.
      expect(publishQueue.status, publishQueue.raw).toBe(capabilities.manage_publishing ? 404 : 403);
    }
  });
});
