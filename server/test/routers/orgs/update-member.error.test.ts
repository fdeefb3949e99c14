import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { auditOf, orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

describe('PATCH /api/v1/orgs/{id}/members/{userId}', () => {
  it('refuses to demote the sole owner (409 conflict), themselves included', async () => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(owner)}`), { as: { cookie: owner.cookie }, body: { role: 'admin' } });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe('conflict');
    expect(result.body.error.message).toMatch(/only owner/);
    expect((await app.db.prisma.membership.findFirstOrThrow({ where: { userId: userIdOf(owner) } })).role).toBe('owner');
    expect(await auditOf(app, orgIdOf(owner), 'member.role_changed')).toHaveLength(0);
  });

  it('answers 404 for a user who is not a member of the organization', async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    for (const userId of [userIdOf(stranger), 'usr_unknown']) {
      const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userId}`), { as: { cookie: owner.cookie }, body: { role: 'member' } });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe('Member not found');
    }
    expect((await app.db.prisma.membership.findFirstOrThrow({ where: { userId: userIdOf(stranger) } })).role).toBe('owner');
  });

  it.each([[{ role: 'superuser' }], [{}], [{ role: 'admin', extra: true }], [{ role: 1 }], [{ permissions: ['root'] }], [{ permissions: 'publish.manage' }]])('refuses the body %j (400)', async (body) => {
    const owner = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie }, body });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
  });

  it("answers 404 for another organization's id, even naming one of its members", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const theirs = await addMember(app, orgIdOf(stranger), 'member');
    const result = await call<ErrorEnvelope>(app, 'PATCH', orgPath(stranger, `/members/${userIdOf(theirs)}`), { as: { cookie: owner.cookie }, body: { role: 'admin' } });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe('Organization not found');
    expect((await app.db.prisma.membership.findFirstOrThrow({ where: { userId: userIdOf(theirs) } })).role).toBe('member');
  });
});
