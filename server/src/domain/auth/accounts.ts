import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { newAgentRecord } from '../agents/agents.js';
import { newWorkspaceWithWallet } from '../workspaces.js';
import { appendAudit } from '../audit/record.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './passwords.js';
import { hashSecret, newSecret } from '../secrets.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const FREE_FAILURES = 5;
const MAX_LOCK_SECONDS = 15 * 60;

export interface SessionInfo {
  user: { id: string; email: string; name: string | null; createdAt: Date };
  organization: { id: string; name: string; createdAt: Date };
  role: OrgRole;
  /** Granted beyond the role (members/permissions.ts). */
  permissions: string[];
}

export interface NewSession extends SessionInfo {
  /** The cookie's secret; only its hash is stored. */
  sessionSecret: string;
  expiresAt: Date;
}

/**
 * A new session of the user in the organization, acting in `workspaceId`: its secret (for the
 * cookie) and when it ends.
 */
export async function openSession(tx: Prisma.TransactionClient, orgId: string, userId: string, workspaceId: string) {
  const sessionSecret = newSecret('');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await tx.session.create({ data: { id: newId('ses'), orgId, userId, workspaceId, tokenHash: hashSecret(sessionSecret), expiresAt } });
  return { sessionSecret, expiresAt };
}

/**
 * A new user with a new organization: its default workspace and wallet holding the trial
 * balance, the user as owner, the built-in primary agent, and a session. All or nothing.
 */
export async function signup(
  db: PrismaClient,
  input: { email: string; password: string; name?: string | undefined; orgName?: string | undefined },
  trialBalanceCents: number,
  requestId: string,
): Promise<NewSession> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { id: newId('usr'), email, name: input.name ?? null, passwordHash } });
      const organization = await tx.organization.create({
        data: { id: newId('org'), name: input.orgName ?? `${input.name ?? email.split('@')[0]}'s organization` },
      });
      // The trial balance is the organization's, once: its default workspace's wallet holds it.
      const { workspace } = await newWorkspaceWithWallet(tx, organization.id, {
        name: 'Default',
        isDefault: true,
        balanceCents: BigInt(trialBalanceCents),
      });
      await tx.membership.create({
        data: { id: newId('mem'), orgId: organization.id, userId: user.id, role: 'owner', activeWorkspaceId: workspace.id },
      });
      const scope = { orgId: organization.id, workspaceId: workspace.id };
      const primary = await tx.agent.create({ data: { ...newAgentRecord(scope, { name: 'Primary agent' }), isPrimary: true } });
      await appendAudit(tx, organization.id, { actor: { type: 'user', id: user.id }, requestId }, {
        action: 'organization.created',
        target: { type: 'organization', id: organization.id },
        details: { name: organization.name, trial_balance_cents: trialBalanceCents, primary_agent_id: primary.id },
      });
      const session = await openSession(tx, organization.id, user.id, workspace.id);
      return { user, organization, role: 'owner' as const, permissions: [], ...session };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('conflict', 'An account with this email already exists; sign in instead');
    }
    throw error;
  }
}

const invalidLogin = () => new DomainError('unauthorized', 'Email or password is wrong');

/**
 * Signs in to the user's first organization. Failures say nothing of whether the email has an
 * account and cost the same time either way. Every attempt is counted before its password is
 * checked and a success clears the count, so guesses sent in parallel are held to the same
 * limit as guesses sent one by one: after five attempts in a row without a success the email is
 * locked out for a time that doubles with each further attempt (up to 15 minutes).
 */
export async function login(db: PrismaClient, input: { email: string; password: string }): Promise<NewSession> {
  const email = input.email.toLowerCase();
  await reserveAttempt(db, email);
  const user = await db.user.findUnique({
    where: { email },
    include: { memberships: { orderBy: { createdAt: 'asc' }, take: 1, include: { organization: true } } },
  });
  const valid = await verifyPassword(input.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  const membership = user?.memberships[0];
  if (!user || !valid || !membership) throw invalidLogin();
  await db.loginThrottle.deleteMany({ where: { email } });
  // A new sign-in starts where the person last switched to in a browser.
  const session = await openSession(db, membership.orgId, user.id, membership.activeWorkspaceId);
  return { user, organization: membership.organization, role: membership.role, permissions: membership.permissions, ...session };
}

/** The attempt count after this one; a streak ends after 15 quiet minutes. */
const nextAttempts = (now: Date) => Prisma.sql`(CASE WHEN login_throttles.updated_at < ${now}::timestamptz - interval '15 minutes'
  THEN 1 ELSE login_throttles.failures + 1 END)`;

/**
 * Counts one attempt for the email, or refuses it (429) while the email is locked out: one
 * conditional upsert, so that of any number of concurrent attempts only those the limit allows
 * are counted and go on to the password check. The fifth attempt in a row sets the lock, so the
 * attempts after it wait for it to end whatever the outcome of those before. Times are the
 * server's clock, for the check and the write alike.
 */
async function reserveAttempt(db: PrismaClient, email: string): Promise<void> {
  const now = new Date();
  const next = nextAttempts(now);
  const counted = await db.$executeRaw`
    INSERT INTO login_throttles (email, failures, locked_until, updated_at)
    VALUES (${email}, 1, NULL, ${now}::timestamptz)
    ON CONFLICT (email) DO UPDATE SET
      failures = ${next},
      locked_until = CASE WHEN ${next} >= ${FREE_FAILURES}
        THEN ${now}::timestamptz + make_interval(secs => LEAST(power(2, ${next} - ${FREE_FAILURES}), ${MAX_LOCK_SECONDS}))
        END,
      updated_at = ${now}::timestamptz
    WHERE login_throttles.locked_until IS NULL OR login_throttles.locked_until <= ${now}::timestamptz`;
  if (counted === 1) return;
  // The lock may have ended, or a success cleared it, since: then the client may retry at once.
  const throttle = await db.loginThrottle.findUnique({ where: { email } });
  const seconds = Math.max(1, Math.ceil(((throttle?.lockedUntil?.getTime() ?? 0) - now.getTime()) / 1000));
  throw new DomainError('rate_limited', `Too many failed sign-ins for this email; try again in ${seconds} s`, undefined, seconds);
}

export async function logout(db: PrismaClient, sessionSecret: string): Promise<void> {
  await db.session.deleteMany({ where: { tokenHash: hashSecret(sessionSecret) } });
}

export async function sessionInfo(db: PrismaClient, orgId: string, userId: string): Promise<SessionInfo> {
  const membership = await db.membership.findUniqueOrThrow({
    where: { orgId_userId: { orgId, userId } },
    include: { user: true, organization: true },
  });
  return { user: membership.user, organization: membership.organization, role: membership.role, permissions: membership.permissions };
}
