import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { ProviderFailure } from './failure.js';
import { APP_FAMILIES, FAMILY_NAMES, installPath, type AppFamily, type AppProvider } from './oauth/contract.js';
import { OAUTH_PROVIDERS } from './oauth/index.js';

/**
 * How a live adapter of an operation that needs a connected app gets it: the organization's own
 * app, never server-wide credentials, so that one organization's request can only ever reach the
 * accounts that organization installed.
 */

/**
 * The organization's app of `family` that `context` carries (`wanted`: the provider the payload
 * names, where the family has several). The pipeline blocks a request without one before its
 * adapter runs; should one get through anyway, it fails here, naming the install endpoint, and
 * never reaches a provider.
 */
export function connectedApp(operation: string, family: AppFamily, context: AdapterContext, wanted?: AppProvider): ConnectedAppAccess {
  const providers: readonly AppProvider[] = wanted ? [wanted] : APP_FAMILIES[family];
  const { app } = context;
  if (!app || !providers.includes(app.provider)) {
    const which = wanted ? `${OAUTH_PROVIDERS[wanted].name} app` : `${FAMILY_NAMES[family]} app`;
    throw new ProviderFailure(
      `${operation} acts through the organization's own ${which}, and this organization has none: an admin installs one with ${providers.map(installPath).join(' or ')}`,
    );
  }
  return app;
}

/** What the app's provider told at install (`grant_id`, `subdomain`, `cloud_id`…) and a call needs, checked against the shape the call puts it in. */
export function appDetail(app: ConnectedAppAccess, name: string, shape: RegExp): string {
  const value = app.details[name];
  if (value === undefined || !shape.test(value)) {
    throw new ProviderFailure(
      `The organization's ${OAUTH_PROVIDERS[app.provider].name} app (${app.id}) has no valid ${name} recorded: reconnect it with ${installPath(app.provider)}`,
    );
  }
  return value;
}

/** "reconnect the Slack app (POST /api/v1/connected-apps/slack/install)": what a provider's refusal of the app's token asks for. */
export const reconnectHint = (provider: AppProvider) => `reconnect the ${OAUTH_PROVIDERS[provider].name} app (${installPath(provider)})`;
