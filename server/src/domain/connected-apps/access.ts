import type { Config } from '../../config.js';
import { ProviderFailure } from '../../providers/failure.js';
import type { AppProvider, InstallSite, OAuthClient, OAuthEndpoints, OAuthProvider } from '../../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';
import { sandboxEndpoints, sandboxFetch, sandboxIssuer } from '../../providers/oauth/sandbox.js';
import { requireTokenBox } from './token-box.js';

/** How this server reaches one provider's OAuth endpoints: its registered client, or the sandbox playing the provider. */
export interface ProviderAccess {
  provider: OAuthProvider;
  client: OAuthClient;
  endpoints: OAuthEndpoints;
  fetch: typeof fetch;
  sandbox: boolean;
}

/** The provider's OAuth client from the server's settings, when both are set. */
function configuredClient(config: Config, provider: OAuthProvider): OAuthClient | null {
  const [idSetting, secretSetting] = provider.settings;
  const clientId = config[idSetting];
  const clientSecret = config[secretSetting];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** The global fetch as it is when called (tests' msw replaces it after this module loads). */
const globalFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * The sandbox's access to `provider`: its own client, its pages on `origin` (the browser goes
 * there), and its token and revoke endpoints answered in-process in the provider's wire format.
 */
function sandboxAccess(config: Config, provider: OAuthProvider, origin: string): ProviderAccess {
  const issuer = sandboxIssuer(requireTokenBox(config).key, provider.provider);
  return { provider, client: issuer.client, endpoints: sandboxEndpoints(origin, provider), fetch: sandboxFetch(provider, issuer), sandbox: true };
}

/** Where an install of `provider` goes on this server: its configured client, else the sandbox where it is on, else nowhere (null). */
export function installAccess(config: Config, provider: AppProvider, site: InstallSite, origin: string): ProviderAccess | null {
  const definition = OAUTH_PROVIDERS[provider];
  const client = configuredClient(config, definition);
  if (client) return { provider: definition, client, endpoints: definition.endpoints(site, config), fetch: globalFetch, sandbox: false };
  return config.PROCTOR_SANDBOX_APPS ? sandboxAccess(config, definition, origin) : null;
}

/** Whether installs of `provider` can start here, and through what. */
export function providerState(config: Config, provider: AppProvider): 'configured' | 'sandbox' | 'not_configured' {
  if (configuredClient(config, OAUTH_PROVIDERS[provider])) return 'configured';
  return config.PROCTOR_SANDBOX_APPS ? 'sandbox' : 'not_configured';
}

/**
 * How an app's code is exchanged and its tokens refreshed and revoked (`details`: what its install
 * recorded, or the site an install under way was started for): through the sandbox it was installed
 * from, or the provider's client, which the server must still hold (a failure naming the settings
 * otherwise: the operator removed them).
 */
export function appAccess(config: Config, app: { provider: string; sandbox: boolean; details: InstallSite }): ProviderAccess {
  const definition = OAUTH_PROVIDERS[app.provider as AppProvider];
  if (app.sandbox) return sandboxAccess(config, definition, 'http://sandbox.invalid');
  const client = configuredClient(config, definition);
  if (!client) throw new ProviderFailure(`${definition.name} is not configured on this server: set ${definition.settings.join(' and ')}`);
  return { provider: definition, client, endpoints: definition.endpoints(app.details, config), fetch: globalFetch, sandbox: false };
}
