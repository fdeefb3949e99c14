import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { ProviderFailure } from './failure.js';
import { APP_FAMILIES, type AppFamily, type AppProvider } from './oauth/contract.js';

/**
 * How a live adapter of an operation that needs a connected app gets it: the organization's own
 * app, never server-wide credentials, so that one organization's request can only ever reach the
 * accounts that organization installed.
 */

const FAMILY_NAMES: Record<AppFamily, string> = { team_chat: 'team-chat', email: 'email', crm: 'CRM', ticketing: 'ticketing' };

const PROVIDER_NAMES: Record<AppProvider, string> = {
  slack: 'Slack',
  nylas: 'Nylas',
  hubspot: 'HubSpot',
  salesforce: 'Salesforce',
  zendesk: 'Zendesk',
  jira: 'Jira',
};

const installOf = (provider: AppProvider) => `POST /api/v1/connected-apps/${provider}/install`;

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
    const which = wanted ? `${PROVIDER_NAMES[wanted]} app` : `${FAMILY_NAMES[family]} app`;
    throw new ProviderFailure(
      `${operation} acts through the organization's own ${which}, and this organization has none: an admin installs one with ${providers.map(installOf).join(' or ')}`,
    );
  }
  return app;
}

/** What the app's provider told at install (`grant_id`, `subdomain`, `cloud_id`…) and a call needs, checked against the shape the call puts it in. */
export function appDetail(app: ConnectedAppAccess, name: string, shape: RegExp): string {
  const value = app.details[name];
  if (value === undefined || !shape.test(value)) {
    throw new ProviderFailure(
      `The organization's ${PROVIDER_NAMES[app.provider]} app (${app.id}) has no valid ${name} recorded: reconnect it with ${installOf(app.provider)}`,
    );
  }
  return value;
}

/** "reconnect the Slack app (POST /api/v1/connected-apps/slack/install)": what a provider's refusal of the app's token asks for. */
export const reconnectHint = (provider: AppProvider) => `reconnect the ${PROVIDER_NAMES[provider]} app (${installOf(provider)})`;
