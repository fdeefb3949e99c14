import type { Config } from '../../config.js';
import { Prisma, type ConnectedApp, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { ConnectedAppAccess } from '../../providers/contract.js';
import type { AppProvider } from '../../providers/oauth/contract.js';
import { SYSTEM_AUDIT } from '../audit/record.js';
import type { OperationDefinition } from '../catalog/operation.js';
import { eligibleProviders, missingApp, type InstalledApp } from './requirement.js';
import { refreshApp } from './refresh.js';
import { requireTokenBox } from './token-box.js';

/** A token this close to expiry is refreshed before the call rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;
/** How long a call waits for another instance's refresh of its app to end. */
const BUSY_WAIT_MS = 5_000;
const BUSY_POLL_MS = 100;

export type AppForCall = { found: ConnectedAppAccess; sandbox: boolean } | { missing: string };

/**
 * The workspace's app a live request of `definition` acts through: an active one of the providers
 * the payload may use (the earliest installed, where a family has two), its token refreshed first
 * when about to expire. The admission already refused a request without one; `missing` is the
 * rare request whose app was removed, or refused a refresh, while it waited.
 */
export async function appForCall(
  db: PrismaClient,
  config: Config,
  logger: Logger,
  input: { agentId: string; definition: OperationDefinition; payload: unknown },
): Promise<AppForCall> {
  const providers = eligibleProviders(input.definition, input.payload);
  const find = async () => {
    const [app] = await db.$queryRaw<ConnectedApp[]>(Prisma.sql`
      SELECT ca.id, ca.provider, ca.sandbox, ca.status::text AS status, ca.access_token AS "accessToken", ca.refresh_token AS "refreshToken",
             ca.token_expires_at AS "tokenExpiresAt", ca.details, ca.refresh_lease_until AS "refreshLeaseUntil"
      FROM connected_apps ca JOIN agents a ON a.workspace_id = ca.workspace_id
      WHERE a.id = ${input.agentId} AND ca.provider = ANY(${providers as AppProvider[]}::text[]) AND ca.status = 'active'
      ORDER BY ca.installed_at LIMIT 1`);
    return app;
  };
  let app = await find();
  if (app?.refreshToken && app.tokenExpiresAt && app.tokenExpiresAt.getTime() - Date.now() < EXPIRY_MARGIN_MS) {
    const outcome = await refreshApp(db, config, logger, app.id, SYSTEM_AUDIT, EXPIRY_MARGIN_MS);
    if (outcome.status === 'busy') {
      const deadline = Date.now() + BUSY_WAIT_MS;
      do {
        await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
        app = await find();
      } while (app?.refreshLeaseUntil && app.refreshLeaseUntil > new Date() && Date.now() < deadline);
    }
    app = await find();
  }
  if (!app) {
    // Removed, or refused a refresh, since the admission: say which, as the admission would.
    const apps = await db.$queryRaw<InstalledApp[]>(Prisma.sql`
      SELECT ca.provider, ca.status::text AS status FROM connected_apps ca JOIN agents a ON a.workspace_id = ca.workspace_id WHERE a.id = ${input.agentId}`);
    return { missing: missingApp(input.definition, input.payload, apps) ?? `${input.definition.operation} has no connected app` };
  }
  const box = requireTokenBox(config);
  return {
    found: { id: app.id, provider: app.provider as AppProvider, accessToken: box.open(app.accessToken), details: app.details as Record<string, string> },
    sandbox: app.sandbox,
  };
}
