import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, sessionCookieOf, signup, uniqueEmail, useOwner } from '../../support/identity.js';
import { invite, orgIdOf } from '../orgs/fixtures.js';
import { accept, PASSWORD, signedIn } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

const NOT_FOUND = 'Invite not found: the link is not valid, was already used, was revoked or has expired';

describe('POST /api/v1/invites/{token}/accept', () => {
  it('answers one 404 for an unknown, used, expired or revoked token, without saying which', async () => {
    const used = await invite(app, owner);
    expect((await accept(app, used.token)).status).toBe(200);
    const expired = await invite(app, owner);
    await app.db.prisma.invite.update({ where: { id: expired.invite.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await invite(app, owner);
    expect((await call(app, 'DELETE', `/api/v1/orgs/${orgIdOf(owner)}/invites?invite_id=${revoked.invite.id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
    const tokens = { unknown: `invite_${'A'.repeat(43)}`, used: used.token, expired: expired.token, revoked: revoked.token, id: used.invite.id };
    for (const [kind, token] of Object.entries(tokens)) {
      const result = await accept(app, token, { password: PASSWORD });
      expect(result.status, kind).toBe(404);
      expect((result.body as unknown as ErrorEnvelope).error).toMatchObject({ code: 'not_found', message: NOT_FOUND });
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    expect(await app.db.prisma.user.count({ where: { email: { in: [expired.invite.email, revoked.invite.email] } } })).toBe(0);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: expired.invite.id } })).acceptedAt).toBeNull();
  });

  it('needs a password without a session (400 naming password), and keeps the invite pending', async () => {
    const made = await invite(app, owner);
    const result = await accept(app, made.token, {});
    expect(result.status).toBe(400);
    const error = (result.body as unknown as ErrorEnvelope).error;
    expect(error.details?.[0]?.path).toBe('password');
    expect(error.message).toMatch(/sign in first/);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).acceptedAt).toBeNull();
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ password: 'x'.repeat(257) }, 'password'],
    [{ password: PASSWORD, name: '' }, 'name'],
    [{ password: PASSWORD, name: 'n'.repeat(101) }, 'name'],
    [{ password: PASSWORD, email: 'other@example.com' }, ''],
  ])('refuses %j as signup does (400 naming the field)', async (body, field) => {
    const made = await invite(app, owner);
    const result = await accept(app, made.token, body);
    expect(result.status).toBe(400);
    expect((result.body as unknown as ErrorEnvelope).error.details?.[0]?.path).toBe(field);
    expect(await app.db.prisma.user.count({ where: { email: made.invite.email } })).toBe(0);
  });

  it('answers 409 "sign in first" when the email already has an account and no session is sent; the invite stays usable', async () => {
    const existing = await signup(app);
    const made = await invite(app, owner, { email: existing.email });
    const result = await accept(app, made.token, { password: PASSWORD });
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorEnvelope).error.message).toMatch(/sign in first, then accept/);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).acceptedAt).toBeNull();
    expect((await call(app, 'POST', '/api/v1/auth/login', { body: { email: existing.email, password: existing.password } })).status).toBe(200);
    expect((await accept(app, made.token, {}, signedIn(app, existing.cookie))).status).toBe(200);
  });

  it('answers 409 when the signed-in user is already a member; the invite stays pending', async () => {
    const email = uniqueEmail();
    const [first, second] = [await invite(app, owner, { email }), await invite(app, owner, { email, role: 'admin' })];
    const joined = await accept(app, first.token, { password: PASSWORD });
    expect(joined.status, joined.raw).toBe(200);
    const result = await accept(app, second.token, {}, signedIn(app, sessionCookieOf(joined.headers)));
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorEnvelope).error.message).toMatch(/already a member/);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: second.invite.id } })).acceptedAt).toBeNull();
    expect(await app.db.prisma.membership.findFirstOrThrow({ where: { userId: joined.body.user.id } })).toMatchObject({ role: 'member' });
  });
});
