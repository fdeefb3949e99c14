import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, signup } from '../../support/identity.js';
import { auditOf, orgIdOf, orgPath, userIdOf } from './fixtures.js';

const app = useTestApp();

describe('DELETE /api/v1/orgs/{id}/members/{userId}', () => {
  it('refuses to remove the sole owner (409): they cannot leave', async () => {
    const owner = await signup(app);
    const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/members/${userIdOf(owner)}`), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/only owner/) });
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(owner) } })).toBe(1);
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: owner.cookie } })).status).toBe(200);
    expect(await auditOf(app, orgIdOf(owner), 'member.removed')).toHaveLength(0);
  });

  it('answers 404 for a user outside the organization, and for one already removed', async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const member = await addMember(app, orgIdOf(owner), 'member');
    expect((await call(app, 'DELETE', orgPath(owner, `/members/${userIdOf(member)}`), { as: { cookie: owner.cookie } })).status).toBe(204);
    for (const userId of [userIdOf(stranger), userIdOf(member)]) {
      const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/members/${userId}`), { as: { cookie: owner.cookie } });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe('Member not found');
    }
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(stranger) } })).toBe(1);
  });

  it("answers 404 for another organization's id, naming one of its members", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const theirs = await addMember(app, orgIdOf(stranger), 'member');
    const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(stranger, `/members/${userIdOf(theirs)}`), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe('Organization not found');
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(stranger) } })).toBe(2);
  });
});
