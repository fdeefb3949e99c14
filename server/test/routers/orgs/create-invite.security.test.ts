import { describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../src/routers/orgs/create-invite.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup, useOwner } from '../../support/identity.js';
import { auditOf, withBigInts, invite, orgIdOf, orgPath, type InvitesPage } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('POST /api/v1/orgs/{id}/invites', () => {
  it('is refused to a member (403) by session and token', async () => {
    const member = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: member.session.user.id }, data: { role: 'member' } });
    for (const as of [{ cookie: member.cookie }, { bearer: token }]) {
      const result = await call(app, 'POST', orgPath(owner, '/invites'), { as, body: { email: 'x@example.com', role: 'member' } });
      expect(result.status).toBe(403);
    }
    expect(await app.db.prisma.invite.count({ where: { orgId: orgIdOf(owner), email: 'x@example.com' } })).toBe(0);
  });

  it('refuses an admin who invites an owner (403)', async () => {
    const admin = await addMember(app, orgIdOf(owner), 'admin');
    const result = await call<ErrorEnvelope>(app, 'POST', orgPath(owner, '/invites'), { as: { cookie: admin.cookie }, body: { email: 'boss@example.com', role: 'owner' } });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/Only an owner can invite an owner/);
    expect(await app.db.prisma.invite.count({ where: { email: 'boss@example.com' } })).toBe(0);
  });

  it('refuses a cookie-authenticated invite from another origin (CSRF)', async () => {
    const result = await call<ErrorEnvelope>(app, 'POST', orgPath(owner, '/invites'), {
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      body: { email: 'csrf@example.com', role: 'owner' },
    });
    expect(result.status).toBe(403);
    expect(await app.db.prisma.invite.count({ where: { email: 'csrf@example.com' } })).toBe(0);
  });

  it('shows the token in its creation answer only: never in the list or the audit trail', async () => {
    const made: CreateInviteResponse = await invite(app, owner);
    const listed = await call<InvitesPage>(app, 'GET', orgPath(owner, '/invites'), { as: { cookie: owner.cookie } });
    expect(listed.body.data.map((entry) => entry.id)).toContain(made.invite.id);
    expect(listed.raw).not.toContain(made.token);
    const entries = await auditOf(app, orgIdOf(owner), 'invite.created');
    expect(JSON.stringify(entries, withBigInts)).not.toContain(made.token);
    const audit = await call(app, 'GET', '/api/v1/audit-logs', { as: { cookie: owner.cookie } });
    expect(audit.status).toBe(200);
    expect(audit.raw).not.toContain(made.token);
  });

  it('makes a different token each time', async () => {
    const stranger = await signup(app);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await invite(app, stranger, { email: 'same@example.com' })).token);
    expect(tokens.size).toBe(5);
  });
});
