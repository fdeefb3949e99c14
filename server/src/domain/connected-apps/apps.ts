import type { Config } from '../../config.js';
import type { ConnectedApp, PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import { APP_PROVIDERS, familiesOf, type AppFamily, type AppProvider } from '../../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';
import { recordAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { getAgent } from '../agents/agents.js';
import { DomainError, notFound } from '../errors.js';
import { appAccess, providerState } from './access.js';
import type { InstalledApp } from './requirement.js';
import { tokenBoxOf } from './token-box.js';

export type AppWithInstaller = ConnectedApp & { installedBy: { email: string } | null };

/** What the list says of each provider: whether installs can start here, and whether this workspace has its app. */
export interface ProviderListing {
  provider: AppProvider;
  name: string;
  family: string;
  /** Every family its app serves. */
  serves: AppFamily[];
  availability: 'configured' | 'sandbox' | 'not_configured';
  installed: boolean;
}

/** The caller's workspace's apps (oldest first) and every provider with its state here. Never a token. */
export async function listApps(db: PrismaClient, config: Config, caller: UserCaller): Promise<{ apps: AppWithInstaller[]; providers: ProviderListing[] }> {
  const apps = await db.connectedApp.findMany({ where: { orgId: caller.orgId, workspaceId: caller.workspaceId }, orderBy: { installedAt: 'asc' } });
  const installers = await db.user.findMany({ where: { id: { in: apps.map((app) => app.installedByUserId) } }, select: { id: true, email: true } });
  const emails = new Map(installers.map((user) => [user.id, user.email]));
  // Without a key (an external database and no PROCTOR_ENCRYPTION_KEY) nothing can be installed.
  const keyed = tokenBoxOf(config) !== null;
  return {
    apps: apps.map((app) => ({ ...app, installedBy: emails.has(app.installedByUserId) ? { email: emails.get(app.installedByUserId)! } : null })),
    providers: APP_PROVIDERS.map((provider) => ({
      provider,
      name: OAUTH_PROVIDERS[provider].name,
      family: OAUTH_PROVIDERS[provider].family,
      serves: familiesOf(provider),
      availability: keyed ? providerState(config, provider) : 'not_configured',
      installed: apps.some((app) => app.provider === provider),
    })),
  };
}

/** A workspace's apps as the admission reads them: provider and state. */
export async function workspaceApps(db: PrismaClient, workspaceId: string): Promise<InstalledApp[]> {
  const apps = await db.connectedApp.findMany({ where: { workspaceId }, select: { provider: true, status: true } });
  return apps.map((app) => ({ provider: app.provider as AppProvider, status: app.status }));
}

/** One app of the caller's organization, or 404 (another organization's, too). */
export async function findApp(db: PrismaClient, caller: UserCaller, id: string): Promise<AppWithInstaller> {
  const app = await db.connectedApp.findFirst({ where: { id, orgId: caller.orgId } });
  if (!app) throw notFound('Connected app');
  const installer = await db.user.findUnique({ where: { id: app.installedByUserId }, select: { email: true } });
  return { ...app, installedBy: installer };
}

/**
 * Chooses the agent that answers messages to a Slack app (docs/chat.md, Slack), or none (null). The
 * agent must be one of the app's workspace: the app's bot posts its answers, and a workspace's
 * agents act through its own apps only. Only a Slack app takes one. Audited.
 */
export async function setChatAgent(db: PrismaClient, caller: UserCaller, id: string, agentId: string | null, audit: AuditContext): Promise<AppWithInstaller> {
  const app = await findApp(db, caller, id);
  if (app.provider !== 'slack') throw new DomainError('invalid_request', 'Only a Slack app has a chat agent: messages to it are answered by that agent', [{ path: 'chat_agent_id', message: `A ${app.provider} app takes none` }]);
  if (agentId !== null) {
    const agent = await getAgent(db, caller.orgId, agentId);
    if (agent.workspaceId !== app.workspaceId) {
      throw new DomainError('invalid_request', "The agent is of another workspace than the app: choose an agent of the app's workspace", [{ path: 'chat_agent_id', message: 'Of another workspace' }]);
    }
  }
  const updated = await db.$transaction(async (tx) => {
    const saved = await tx.connectedApp.update({ where: { id: app.id }, data: { chatAgentId: agentId } });
    await recordAudit(tx, app.orgId, audit, {
      action: 'connected_app.updated',
      target: { type: 'connected_app', id: app.id },
      details: { provider: app.provider, chat_agent_id: agentId, previous_chat_agent_id: app.chatAgentId },
    });
    return saved;
  });
  return { ...updated, installedBy: app.installedBy };
}

/** What happened at the provider when an app was removed. */
export type RemoteRevocation = { status: 'revoked' } | { status: 'not_supported' } | { status: 'failed'; detail: string };

const REVOKE_TIMEOUT_MS = 10_000;

/**
 * Removes an app: revokes its token at the provider where the provider has a revocation endpoint,
 * then deletes it here whatever the provider answered (a provider that is down must not keep an
 * organization connected against its will), and audits both.
 */
export async function removeApp(
  db: PrismaClient,
  config: Config,
  logger: Logger,
  caller: UserCaller,
  id: string,
  audit: AuditContext,
): Promise<{ app: ConnectedApp; remote: RemoteRevocation }> {
  const app = await findApp(db, caller, id);
  const remote = await revokeRemotely(config, logger, app);
  await db.$transaction(async (tx) => {
    await tx.connectedApp.deleteMany({ where: { id: app.id } });
    await recordAudit(tx, app.orgId, audit, {
      action: 'connected_app.removed',
      target: { type: 'connected_app', id: app.id },
      outcome: remote.status === 'failed' ? 'partial' : 'success',
      details: { provider: app.provider, account: app.accountLabel, remote_revocation: remote.status, ...(remote.status === 'failed' ? { detail: remote.detail } : {}) },
    });
  });
  return { app, remote };
}

async function revokeRemotely(config: Config, logger: Logger, app: ConnectedApp): Promise<RemoteRevocation> {
  const definition = OAUTH_PROVIDERS[app.provider as AppProvider];
  if (!definition.revoke) return { status: 'not_supported' };
  try {
    const box = tokenBoxOf(config);
    if (!box) throw new ProviderFailure('This server no longer holds the key the tokens were sealed with');
    const details = app.details as Record<string, string>;
    const access = appAccess(config, { provider: app.provider, sandbox: app.sandbox, details });
    await definition.revoke({
      ...access,
      accessToken: box.open(app.accessToken),
      refreshToken: app.refreshToken === null ? null : box.open(app.refreshToken),
      details,
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    return { status: 'revoked' };
  } catch (error) {
    if (error instanceof ProviderFailure) return { status: 'failed', detail: error.message };
    logger.error({ err: error, connected_app_id: app.id }, 'connected app revocation threw');
    return { status: 'failed', detail: `${definition.name} could not revoke the token` };
  }
}
