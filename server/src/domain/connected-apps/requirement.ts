import type { OperationDefinition } from '../catalog/operation.js';
import { APP_FAMILIES, FAMILY_NAMES, installPath, type AppFamily, type AppProvider } from '../../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';

/** An app of the workspace as the admission reads it: which provider, and whether it can act. */
export interface InstalledApp {
  provider: AppProvider;
  status: 'active' | 'needs_reauth' | 'revoked';
}

/** The providers that may serve a live request of `definition` with `payload`: the one the payload names, else any of its family. */
export function eligibleProviders(definition: OperationDefinition, payload: unknown): readonly AppProvider[] {
  const family = definition.requiresConnectedApp;
  if (!family) return [];
  const named = payload === undefined ? undefined : definition.appOf?.(payload);
  return named ? [named] : APP_FAMILIES[family];
}

/**
 * Why a live request cannot run for want of the organization's app, or null when the workspace
 * has an active one the request may use. Each answer names what to install, and where.
 */
export function missingApp(definition: OperationDefinition, payload: unknown, apps: readonly InstalledApp[]): string | null {
  const family = definition.requiresConnectedApp;
  if (!family) return null;
  const providers = eligibleProviders(definition, payload);
  if (apps.some((app) => app.status === 'active' && providers.includes(app.provider))) return null;
  const stale = apps.find((app) => providers.includes(app.provider));
  if (stale) {
    const why = stale.status === 'needs_reauth' ? 'the provider refused to refresh its token' : 'it was revoked at the provider';
    return `${definition.operation} needs this workspace's ${OAUTH_PROVIDERS[stale.provider].name} app, which must be installed again (${why}): ${installPath(stale.provider)}`;
  }
  const names = providers.map((provider) => OAUTH_PROVIDERS[provider].name).join(' or ');
  const paths = providers.map(installPath).join(' or ');
  return `${definition.operation} needs a connected ${FAMILY_NAMES[family]} app (${names}) in this workspace; none is installed: ${paths}`;
}

/** Whether an agent's requests of one operation have the app they need, as GET /agents/me tells it. */
export interface AppReadiness {
  family: AppFamily;
  /** Requests of this mode can run: test mode always, live mode with an active app of the family. */
  ready: boolean;
  /** The workspace's apps of the family, whatever their state. */
  installed: InstalledApp[];
  /** What to install when not ready. */
  detail: string | null;
}

/** The readiness of each operation that needs an app, for a workspace's apps; null for one that needs none. */
export function appReadiness(definition: OperationDefinition | undefined, mode: 'live' | 'test', apps: readonly InstalledApp[]): AppReadiness | null {
  const family = definition?.requiresConnectedApp;
  if (!definition || !family) return null;
  const installed = apps.filter((app) => (APP_FAMILIES[family] as readonly AppProvider[]).includes(app.provider));
  const detail = mode === 'test' ? null : missingApp(definition, undefined, installed);
  return { family, ready: detail === null, installed, detail };
}
