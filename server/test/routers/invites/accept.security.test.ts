import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, useTestApp } from '../../support/app.js';
import { signup, uniqueEmail, useOwner } from '../../support/identity.js';
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
  });

  it('uses a token once when 20 signed-in users accept it at the same moment', async () => {
    const made = await invite(app, owner);
    const users = await Promise.all(Array.from({ length: 20 }, () => signup(app)));
    const results = await Promise.all(users.map((user) => accept(app, made.token, {}, signedIn(app, user.cookie))));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 404)).toHaveLength(19);
    const joined = await app.db.prisma.membership.count({ where: { orgId: orgIdOf(owner), userId: { in: users.map((user) => user.session.user.id) } } });
    expect(joined).toBe(1);
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
      const tokens = await Promise.all([1, 2, 3].map(() => invite(limited, inviter, { email: uniqueEmail() })));
      const refused = await accept(limited, tokens[0]!.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.db.prisma.user.count({ where: { email: tokens[0]!.invite.email } })).toBe(0);
      expect((await accept(limited, tokens[1]!.token, {}, signedIn(limited, existing.cookie))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
