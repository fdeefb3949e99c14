import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import { OAuthRefusal, type AppProvider, type InstallSite } from '../../providers/oauth/contract.js';
import { pkceChallenge } from '../../providers/oauth/sandbox.js';
import { recordAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { hashSecret } from '../secrets.js';
import { appAccess, installAccess } from './access.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';
import { requireTokenBox } from './token-box.js';

/** How long a person has, from install to callback. */
export const STATE_TTL_SECONDS = 600;

/** How long one call to a provider's token endpoint may take. */
const EXCHANGE_TIMEOUT_MS = 15_000;

/**
 * Starts an install: a single-use `state` (stored as its hash) bound to the person, the
 * organization and the workspace they act in, and a PKCE verifier (stored sealed) whose S256
 * challenge goes to the provider. 501 when the provider has no client here and no sandbox plays it.
 */
export async function startInstall(
  db: PrismaClient,
  config: Config,
  caller: UserCaller,
  input: { provider: AppProvider; site: InstallSite; redirectUri: string; origin: string },
): Promise<{ authorizeUrl: string; stateExpiresAt: Date; sandbox: boolean }> {
  const definition = OAUTH_PROVIDERS[input.provider];
  if (definition.site === 'subdomain' && !input.site.subdomain) {
    throw new DomainError('invalid_request', `${definition.name} lives on your own subdomain: send subdomain ("acme" for acme.zendesk.com)`, [
      { path: 'subdomain', message: 'Required for this provider' },
    ]);
  }
  const box = requireTokenBox(config);
  const access = installAccess(config, input.provider, input.site, input.origin);
  if (!access) {
    throw new DomainError('not_configured', `${definition.name} is not configured on this server: its operator sets ${definition.settings.join(' and ')}`);
  }
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STATE_TTL_SECONDS * 1000);
  await db.oAuthState.create({
    data: {
      id: newId('oas'),
      stateHash: hashSecret(state),
      orgId: caller.orgId,
      workspaceId: caller.workspaceId,
      userId: caller.userId,
      provider: input.provider,
      codeVerifier: box.seal(verifier),
      site: input.site.subdomain ? { subdomain: input.site.subdomain } : {},
      sandbox: access.sandbox,
      redirectUri: input.redirectUri,
      expiresAt,
    },
  });
  const authorizeUrl = definition.authorizeUrl({
    endpoints: access.endpoints,
    clientId: access.client.clientId,
    redirectUri: input.redirectUri,
    state,
    codeChallenge: pkceChallenge(verifier),
  });
  return { authorizeUrl, stateExpiresAt: expiresAt, sandbox: access.sandbox };
}

/** Why a callback installed nothing, as the console shows it. */
export const CALLBACK_ERRORS = {
  invalid_state: 'The link is not one this server made (tampered, or for another provider): start the install again',
  state_used: 'This install was already completed or refused: a link works once. Start the install again',
  state_expired: 'The install took longer than 10 minutes: start it again',
  foreign_state: 'This install was started by someone else: sign in as the person who started it, or start your own',
  signed_out: 'Sign in to Proctor in this browser, then start the install again',
  access_denied: 'The install was cancelled at the provider: nothing was connected',
  exchange_refused: 'The provider refused the authorization code: start the install again',
  provider_unavailable: 'The provider could not be reached to finish the install: try again in a moment',
} as const;

export type CallbackError = keyof typeof CALLBACK_ERRORS;

export type CallbackOutcome = { installed: { id: string; provider: AppProvider } } | { error: CallbackError; detail: string };

export interface CallbackInput {
  provider: AppProvider;
  code?: string | undefined;
  state?: string | undefined;
  /** The provider's own `error` parameter (access_denied when the person cancelled). */
  error?: string | undefined;
  /** The person signed in in this browser, if any: the state's person must be them. */
  userId: string | null;
}

const refuse = (error: CallbackError, detail: string = CALLBACK_ERRORS[error]): CallbackOutcome => ({ error, detail });

/**
 * Completes an install from the provider's redirect. The state must be this server's, for this
 * provider, unused, within 10 minutes, and the browser's signed-in person must be the one who
 * started it (else someone could connect their own account into another organization by sending
 * a link). It is used up by one conditional write before the code is exchanged, so that of two
 * callbacks with one state one installs and the other is refused as used. The app replaces the
 * workspace's app of that provider (a reconnect keeps its id). Installs and refusals after the
 * state is used are audited.
 */
export async function completeInstall(db: PrismaClient, config: Config, logger: Logger, input: CallbackInput, requestId: string | null): Promise<CallbackOutcome> {
  if (!input.state) return refuse('invalid_state');
  const state = await db.oAuthState.findUnique({ where: { stateHash: hashSecret(input.state) } });
  if (!state || state.provider !== input.provider) return refuse('invalid_state');
  if (state.usedAt) return refuse('state_used');
  if (state.expiresAt <= new Date()) return refuse('state_expired');
  if (input.userId === null) return refuse('signed_out');
  if (input.userId !== state.userId) return refuse('foreign_state');
  const used = await db.$executeRaw(Prisma.sql`UPDATE oauth_states SET used_at = now() WHERE id = ${state.id} AND used_at IS NULL AND expires_at > now()`);
  if (used === 0) return refuse('state_used');

  const audit: AuditContext = { actor: { type: 'user', id: state.userId }, requestId };
  const definition = OAUTH_PROVIDERS[input.provider];
  const failed = async (error: CallbackError, detail: string) => {
    await db.$transaction((tx) =>
      recordAudit(tx, state.orgId, audit, {
        action: 'connected_app.install_failed',
        outcome: 'failure',
        details: { provider: input.provider, error, detail },
      }),
    );
    return refuse(error, detail);
  };
  if (input.error || !input.code) {
    return failed('access_denied', input.error === 'access_denied' || !input.error ? CALLBACK_ERRORS.access_denied : `${definition.name} answered ${input.error.slice(0, 100)}`);
  }
  const box = requireTokenBox(config);
  const site = state.site as InstallSite;
  let tokens;
  try {
    // The way the install started (the sandbox, or the provider's client, which the server must still hold).
    const access = appAccess(config, { provider: input.provider, sandbox: state.sandbox, details: site });
    tokens = await definition.exchange({
      ...access,
      code: input.code,
      codeVerifier: box.open(state.codeVerifier),
      redirectUri: state.redirectUri,
      site,
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof OAuthRefusal) return failed('exchange_refused', error.message);
    if (error instanceof ProviderFailure) return failed('provider_unavailable', error.message);
    logger.error({ err: error, provider: input.provider }, 'connected app exchange threw');
    return failed('provider_unavailable', `${definition.name} could not be reached to finish the install`);
  }
  const sealed = {
    accessToken: box.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken === null ? null : box.seal(tokens.refreshToken),
    tokenExpiresAt: tokens.expiresAt,
    accountId: tokens.accountId,
    accountLabel: tokens.accountLabel,
    scopes: tokens.scopes,
    details: tokens.details,
    status: 'active' as const,
    sandbox: state.sandbox,
    installedByUserId: state.userId,
    installedAt: new Date(),
    refreshedAt: null,
    refreshLeaseUntil: null,
    lastError: null,
  };
  const app = await db.$transaction(async (tx) => {
    const saved = await tx.connectedApp.upsert({
      where: { workspaceId_provider: { workspaceId: state.workspaceId, provider: input.provider } },
      create: { id: newId('capp'), orgId: state.orgId, workspaceId: state.workspaceId, provider: input.provider, family: definition.family, ...sealed },
      update: sealed,
    });
    await recordAudit(tx, state.orgId, audit, {
      action: 'connected_app.installed',
      target: { type: 'connected_app', id: saved.id },
      details: { provider: input.provider, account: tokens.accountLabel, scopes: tokens.scopes, sandbox: state.sandbox },
    });
    return saved;
  });
  return { installed: { id: app.id, provider: input.provider } };
}
