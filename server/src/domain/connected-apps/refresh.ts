import type { Config } from '../../config.js';
import { Prisma, type ConnectedApp, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import { OAuthRefusal } from '../../providers/oauth/contract.js';
import { recordAudit, SYSTEM_AUDIT, type AuditContext } from '../audit/record.js';
import { appAccess } from './access.js';
import { requireTokenBox } from './token-box.js';

/** How long an instance holds an app while it refreshes it: past it, another may. */
const LEASE_SECONDS = 60;

/** Tokens are refreshed this long before they expire, so that no dispatch meets an expired one. */
const REFRESH_AHEAD_SECONDS = 600;

/** How many apps one tick of the background job refreshes. */
const BATCH = 10;

const REFRESH_TIMEOUT_MS = 15_000;

export type RefreshOutcome =
  | { status: 'refreshed' }
  /** The provider refused: the app is needs_reauth now. */
  | { status: 'refused'; detail: string }
  /** The provider could not be reached or erred: the app keeps its tokens, the job tries again. */
  | { status: 'failed'; detail: string }
  /** The app has no refresh token, or its provider refreshes none: its token does not expire. */
  | { status: 'not_refreshable' }
  /** Another call is refreshing it right now (or, asked only when due, has just refreshed it). */
  | { status: 'busy' };

/**
 * Takes the app's refresh lease: one conditional write, so that of two calls one refreshes. With
 * `dueWithinMs`, only while its token still expires within that time: a dispatch that saw the
 * token expiring, and claims once another's refresh has ended, does not refresh it a second time.
 */
async function claim(db: PrismaClient, appId: string, dueWithinMs: number | undefined): Promise<ConnectedApp | null> {
  const due = dueWithinMs === undefined ? Prisma.empty : Prisma.sql`AND token_expires_at < now() + ${dueWithinMs} * interval '1 millisecond'`;
  const [row] = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    UPDATE connected_apps SET refresh_lease_until = now() + ${LEASE_SECONDS} * interval '1 second'
    WHERE id = ${appId} AND (refresh_lease_until IS NULL OR refresh_lease_until < now()) ${due}
    RETURNING id`);
  return row ? db.connectedApp.findUnique({ where: { id: row.id } }) : null;
}

/**
 * Refreshes an app this instance holds the lease of, and releases it. A refusal marks it
 * needs_reauth and is audited; a provider that is down is audited at the first failure of a
 * streak only (the job retries every tick). The new tokens are sealed with the current key, so a
 * refresh also re-seals what an older key sealed.
 */
async function refreshHeld(db: PrismaClient, config: Config, logger: Logger, app: ConnectedApp, audit: AuditContext): Promise<RefreshOutcome> {
  const box = requireTokenBox(config);
  const release = (data: Prisma.ConnectedAppUpdateInput) => db.connectedApp.update({ where: { id: app.id }, data: { ...data, refreshLeaseUntil: null } });
  const details = app.details as Record<string, string>;
  let refreshed;
  try {
    const access = appAccess(config, { provider: app.provider, sandbox: app.sandbox, details });
    if (!access.provider.refresh || !app.refreshToken) {
      await release({});
      return { status: 'not_refreshable' };
    }
    refreshed = await access.provider.refresh({ ...access, refreshToken: box.open(app.refreshToken), details, signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
  } catch (error) {
    const refused = error instanceof OAuthRefusal;
    const detail = error instanceof ProviderFailure ? error.message : 'The refresh failed unexpectedly';
    if (!(error instanceof ProviderFailure)) logger.error({ err: error, connected_app_id: app.id }, 'connected app refresh threw');
    await db.$transaction(async (tx) => {
      await tx.connectedApp.update({
        where: { id: app.id },
        data: { refreshLeaseUntil: null, lastError: detail, ...(refused ? { status: 'needs_reauth' as const } : {}) },
      });
      if (refused || app.lastError === null) {
        await recordAudit(tx, app.orgId, audit, {
          action: 'connected_app.refresh_failed',
          target: { type: 'connected_app', id: app.id },
          outcome: 'failure',
          details: { provider: app.provider, detail, needs_reauth: refused },
        });
      }
    });
    return refused ? { status: 'refused', detail } : { status: 'failed', detail };
  }
  await release({
    accessToken: box.seal(refreshed.accessToken),
    refreshToken: box.seal(refreshed.refreshToken ?? box.open(app.refreshToken)),
    tokenExpiresAt: refreshed.expiresAt,
    ...(refreshed.scopes ? { scopes: refreshed.scopes } : {}),
    details: { ...details, ...refreshed.details },
    refreshedAt: new Date(),
    lastError: null,
    status: 'active',
  });
  return { status: 'refreshed' };
}

/**
 * Refreshes one app now (POST /connected-apps/{id}/refresh, or a dispatch that met an expired
 * token: that one only while its token expires within `dueWithinMs`), unless another call is at it.
 */
export async function refreshApp(db: PrismaClient, config: Config, logger: Logger, appId: string, audit: AuditContext, dueWithinMs?: number): Promise<RefreshOutcome> {
  const app = await claim(db, appId, dueWithinMs);
  return app ? refreshHeld(db, config, logger, app, audit) : { status: 'busy' };
}

/**
 * The background job: claims up to a batch of active apps whose token expires within
 * REFRESH_AHEAD_SECONDS and whose lease is free (FOR UPDATE SKIP LOCKED, so that several
 * instances never refresh one app twice, which would burn a rotating refresh token), and
 * refreshes them. Returns how many it refreshed.
 */
export async function refreshDue(db: PrismaClient, config: Config, logger: Logger): Promise<number> {
  const ids = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    UPDATE connected_apps SET refresh_lease_until = now() + ${LEASE_SECONDS} * interval '1 second'
    WHERE id IN (
      SELECT id FROM connected_apps
      WHERE status = 'active' AND refresh_token IS NOT NULL
        AND token_expires_at < now() + ${REFRESH_AHEAD_SECONDS} * interval '1 second'
        AND (refresh_lease_until IS NULL OR refresh_lease_until < now())
      ORDER BY token_expires_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  let refreshed = 0;
  for (const { id } of ids) {
    const app = await db.connectedApp.findUnique({ where: { id } });
    if (app && (await refreshHeld(db, config, logger, app, SYSTEM_AUDIT)).status === 'refreshed') refreshed += 1;
  }
  return refreshed;
}
