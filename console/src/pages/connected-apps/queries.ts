import type { ConnectedApp, ConnectedAppProvider } from '@proctor/sdk';

/** The query key of the workspace's apps and providers; every install, refresh and removal invalidates it. */
export const CONNECTED_APPS_KEY = ['connected-apps'] as const;

export type Family = ConnectedAppProvider['family'];

/** The families as the page heads them, in the order it shows them. */
export const FAMILY_TITLES: Record<Family, string> = { team_chat: 'Team chat', email: 'Email', crm: 'CRM', ticketing: 'Ticketing', calendar: 'Calendar', payments: 'Payments' };

/** A provider as the page shows it: its listing and the workspace's app of it, if any. */
export interface ProviderRow {
  provider: ConnectedAppProvider;
  app: ConnectedApp | undefined;
}

/** The providers by family, in FAMILY_TITLES' order, each with its app. */
export function byFamily(providers: ConnectedAppProvider[], apps: ConnectedApp[]): { family: Family; rows: ProviderRow[] }[] {
  return (Object.keys(FAMILY_TITLES) as Family[])
    .map((family) => ({
      family,
      rows: providers.filter((p) => p.family === family).map((provider) => ({ provider, app: apps.find((app) => app.provider === provider.provider) })),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The Zendesk subdomain of an installed app's account ("acme.zendesk.com" → "acme"), to reconnect the same one. */
export const subdomainOf = (app: ConnectedApp | undefined) => app?.account_id.replace(/\.zendesk\.com$/, '') ?? '';
