import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup, useOwner } from '../../support/identity.js';
import { invite, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('DELETE /api/v1/orgs/{id}/invites?invite_id=', () => {
  it("answers 404 for an unknown invite, or another organization's, and leaves that one alone", async () => {
    const stranger = await signup(app);
    const theirs = await invite(app, stranger);
    for (const id of ['inv_unknown', theirs.invite.id]) {
      const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/invites?invite_id=${id}`), { as: { cookie: owner.cookie } });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe('Invite not found');
    }
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: theirs.invite.id } })).revokedAt).toBeNull();
  });

  it('answers 409 for an invite already revoked or accepted', async () => {
    const revoked = await invite(app, owner);
    expect((await call(app, 'DELETE', orgPath(owner, `/invites?invite_id=${revoked.invite.id}`), { as: { cookie: owner.cookie } })).status).toBe(204);
    const again = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/invites?invite_id=${revoked.invite.id}`), { as: { cookie: owner.cookie } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already revoked/);
    const accepted = await invite(app, owner);
    expect((await call(app, 'POST', `/api/v1/invites/${accepted.token}/accept`, { body: { password: 'a long enough password' } })).status).toBe(200);
    const late = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, `/invites?invite_id=${accepted.invite.id}`), { as: { cookie: owner.cookie } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/already accepted/);
  });

  it('refuses a missing invite_id (400 naming it)', async () => {
    const result = await call<ErrorEnvelope>(app, 'DELETE', orgPath(owner, '/invites'), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.[0]?.path).toBe('invite_id');
  });
});
