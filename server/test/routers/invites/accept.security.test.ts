import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, useTestApp } from '../../support/app.js';
import { call, signup, uniqueEmail, useOwner } from '../../support/identity.js';
import { auditOf, invite, orgIdOf, withBigInts } from '../orgs/fixtures.js';
import { accept, PASSWORD, signedIn } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('POST /api/v1/invites/{token}/accept', () => {
  it('uses a token once under 20 parallel accepts: exactly one account, one membership, one entry', async () => {
    const made = await invite(app, owner);
    const results = await Promise.all(Array.from({ length: 20 }, () => accept(app, made.token, { password: PASSWORD })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 404)).toHaveLength(19);
    expect(await app.db.prisma.user.count({ where: { email: made.invite.email } })).toBe(1);
    const accepted = await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } });
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(owner), userId: accepted.acceptedBy! } })).toBe(1);
    expect((await auditOf(app, orgIdOf(owner), 'invite.accepted')).filter((entry) => entry.targetId === made.invite.id)).toHaveLength(1);
    // Each accept hashes its password (scrypt, 32 MiB) before it claims the token, two at a time
    // (passwords.ts): 20 of them took 13 to 19 s on a 2-core machine shared with other test runs.
  }, 90_000);

  it("refuses every signed-in account but the invited address's, racing it for an admin invite: only the invitee joins", async () => {
    const invitee = await signup(app);
    const made = await invite(app, owner, { email: invitee.email, role: 'admin' });
    const others = await Promise.all(Array.from({ length: 10 }, () => signup(app)));
    const [mine, ...theirs] = await Promise.all([invitee, ...others].map((user) => accept(app, made.token, {}, signedIn(app, user.cookie))));
    expect(mine!.status, mine!.raw).toBe(200);
    expect(mine!.body).toMatchObject({ user: { email: invitee.email }, role: 'admin' });
    // Each other account is refused: 403 while the invite is pending, the same 404 as any used token after.
    for (const result of theirs) expect([403, 404]).toContain(result.status);
    const members = await app.db.prisma.membership.findMany({ where: { orgId: orgIdOf(owner), userId: { in: others.map((user) => user.session.user.id) } } });
    expect(members).toEqual([]);
  });

  it('refuses a signed-in account of another email with 403 and changes nothing: the invite stays for its address', async () => {
    const made = await invite(app, owner, { role: 'admin' });
    const others = await Promise.all(Array.from({ length: 10 }, () => signup(app)));
    const results = await Promise.all(others.map((user) => accept(app, made.token, {}, signedIn(app, user.cookie))));
    for (const result of results) {
      expect(result.status).toBe(403);
      expect((result.body as unknown as ErrorEnvelope).error).toMatchObject({
        code: 'forbidden',
        message: expect.stringMatching(/^This invite is for another email address than the one you are signed in with/),
      });
      expect(result.headers.getSetCookie()).toEqual([]);
    }
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).acceptedAt).toBeNull();
    expect(await app.db.prisma.membership.count({ where: { orgId: orgIdOf(owner), userId: { in: others.map((user) => user.session.user.id) } } })).toBe(0);
    expect((await auditOf(app, orgIdOf(owner), 'invite.accepted')).filter((entry) => entry.targetId === made.invite.id)).toEqual([]);
    const created = await accept(app, made.token, { password: PASSWORD });
    expect(created.status, created.raw).toBe(200);
    expect(created.body).toMatchObject({ user: { email: made.invite.email }, role: 'admin' });
  });

  it('refuses a session cookie sent from another origin, or without one (CSRF), and adds no one', async () => {
    const user = await signup(app);
    const made = await invite(app, owner);
    const attempts: Record<string, string>[] = [{ cookie: user.cookie, origin: 'https://evil.example' }, { cookie: user.cookie }];
    for (const headers of attempts) {
      const result = await accept(app, made.token, {}, headers);
      expect(result.status).toBe(403);
      expect((result.body as unknown as ErrorEnvelope).error.message).toMatch(/CSRF/);
    }
    const result = await accept(app, made.token, { password: PASSWORD }, { origin: 'https://evil.example' });
    expect(result.status).toBe(403);
    expect((await app.db.prisma.invite.findUniqueOrThrow({ where: { id: made.invite.id } })).acceptedAt).toBeNull();
  });

  it('never puts the token in its answer or the audit trail', async () => {
    const made = await invite(app, owner);
    const result = await accept(app, made.token);
    expect(result.status).toBe(200);
    expect(result.raw).not.toContain(made.token);
    expect(result.headers.get('set-cookie')).not.toContain(made.token);
    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId: orgIdOf(owner) } });
    expect(JSON.stringify(entries, withBigInts)).not.toContain(made.token);
    expect(await auditOf(app, orgIdOf(owner), 'invite.accepted')).not.toHaveLength(0);
  });

  it('counts a new account against the signup limit per address; a signed-in accept is not a signup', async () => {
    const limited = await startTestApp({ env: { PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '2' } });
    try {
      const inviter = await signup(limited);
      const existing = await signup(limited);
      const tokens = await Promise.all([uniqueEmail(), existing.email].map((email) => invite(limited, inviter, { email })));
      const refused = await accept(limited, tokens[0]!.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.db.prisma.user.count({ where: { email: tokens[0]!.invite.email } })).toBe(0);
      expect((await accept(limited, tokens[1]!.token, {}, signedIn(limited, existing.cookie))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is never refused by the server-wide signup ceiling, which signups fill; its address limit still holds and spends none of it', async () => {
    const limited = await startTestApp({ env: { PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '2', PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: '1' } });
    try {
      const signupFrom = (address: string) =>
        call<ErrorEnvelope>(limited, 'POST', '/api/v1/auth/signup', { body: { email: uniqueEmail(), password: PASSWORD }, headers: { 'x-forwarded-for': address } });
      const inviter = await signup(limited);
      const full = await signupFrom('198.51.100.2');
      expect(full.status).toBe(429);
      expect(full.body.error.message).toMatch(/^Sign-ups on this server are limited to 1 /);

      const tokens = await Promise.all([1, 2, 3].map(() => invite(limited, inviter)));
      const fromInvited = (token: string) => accept(limited, token, { password: PASSWORD }, { 'x-forwarded-for': '198.51.100.3' });
      expect((await fromInvited(tokens[0]!.token)).status).toBe(200);
      expect((await fromInvited(tokens[1]!.token)).status).toBe(200);
      const refused = await fromInvited(tokens[2]!.token);
      expect(refused.status).toBe(429);
      expect((refused.body as unknown as ErrorEnvelope).error.message).toMatch(/^Sign-ups from this address are limited to 2 /);
      expect(await limited.db.prisma.user.count({ where: { email: tokens[2]!.invite.email } })).toBe(0);
      expect((await signupFrom('198.51.100.4')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
