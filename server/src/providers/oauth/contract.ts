import type { Config } from '../../config.js';
import type { SettingName } from '../failure.js';
import { ProviderFailure } from '../failure.js';

/**
 * The OAuth 2 side of connected apps: how each provider (one file per provider beside this one)
 * installs, refreshes and revokes, in its documented wire format, and how this server's sandbox
 * plays that provider offline. The organization's app (domain/connected-apps/) stores what
 * `exchange` answers, encrypted, and hands the fresh token to the catalog's live adapters.
 */

/** The `{provider}` path segment of /connected-apps/{provider}/install, exactly. */
export const APP_PROVIDERS = ['slack', 'nylas', 'hubspot', 'salesforce', 'zendesk', 'jira', 'stripe'] as const;
export type AppProvider = (typeof APP_PROVIDERS)[number];

/**
 * What an app does for an organization, and the providers that do it. An operation of the catalog
 * names the family it needs (`requiresConnectedApp`); any installed provider of the family serves it.
 * A provider may serve several families with one install: a Nylas grant is a mailbox and its
 * calendars (the spec's email/calendar aggregator).
 */
export const APP_FAMILIES = {
  team_chat: ['slack'],
  email: ['nylas'],
  crm: ['hubspot', 'salesforce'],
  ticketing: ['zendesk', 'jira'],
  calendar: ['nylas'],
  payments: ['stripe'],
} as const satisfies Record<string, readonly AppProvider[]>;
export type AppFamily = keyof typeof APP_FAMILIES;

/** Every family a provider's app serves (a Nylas app: email and calendar). */
export const familiesOf = (provider: AppProvider): AppFamily[] =>
  (Object.keys(APP_FAMILIES) as AppFamily[]).filter((family) => (APP_FAMILIES[family] as readonly AppProvider[]).includes(provider));

/** The families as people say them. */
export const FAMILY_NAMES: Record<AppFamily, string> = { team_chat: 'team chat', email: 'email', crm: 'CRM', ticketing: 'ticketing', calendar: 'calendar', payments: 'payments' };

/** Where a person installs (or reinstalls) a provider's app: what every message that asks for one names. */
export const installPath = (provider: AppProvider) => `POST /api/v1/connected-apps/${provider}/install`;

/** An OAuth client registered with the provider: from the server's settings, or the sandbox's own. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Where one provider's endpoints are: its documented hosts, or this server's sandbox playing it. */
export interface OAuthEndpoints {
  /** The page the person is sent to. */
  authorize: string;
  /** Code exchange and refresh. */
  token: string;
  /** Revocation; null when the provider has none. */
  revoke: string | null;
  /** The origin of the provider's API for the calls an install needs beside the token endpoint (token info, accessible resources), no trailing slash. */
  api: string;
}

/** What a person enters at install for providers that live on the customer's own host. */
export interface InstallSite {
  /** Zendesk: "acme" for acme.zendesk.com. */
  subdomain?: string | undefined;
}

/** What a code exchange comes to: the tokens and the account they act for. */
export interface TokenSet {
  accessToken: string;
  /** Null when the provider issues none (a Slack bot token without rotation). */
  refreshToken: string | null;
  /** Null when the token does not expire. */
  expiresAt: Date | null;
  /** The scopes granted (which may be fewer than asked). */
  scopes: string[];
  /** The provider's id of the account: Slack team id, Nylas grant id, HubSpot hub id, Salesforce org id, Zendesk subdomain, Jira cloud id, Stripe account id. */
  accountId: string;
  /** How people know the account: a workspace name, a mailbox address, a site. */
  accountLabel: string;
  /**
   * What later API calls need beside the token, never a secret: Salesforce `instance_url`, Jira
   * `cloud_id` and `site_url`, Zendesk `subdomain`, Nylas `grant_id`, Slack `team_id`.
   */
  details: Record<string, string>;
}

/** What a refresh comes to. A provider that rotates refresh tokens answers a new one (Jira); one that does not answers null and the old one stays. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes?: string[] | undefined;
  /** Changed details, e.g. Salesforce's instance_url when the org moved. */
  details?: Record<string, string> | undefined;
}

/** What every call to a provider's OAuth endpoints takes. */
export interface OAuthCall {
  client: OAuthClient;
  endpoints: OAuthEndpoints;
  /** The global fetch, or the sandbox's in-process one (sandbox.ts). */
  fetch: typeof fetch;
  signal: AbortSignal;
}

export interface OAuthProvider {
  provider: AppProvider;
  /** As people know it: "Slack", "Nylas", "HubSpot", "Salesforce", "Zendesk", "Jira", "Stripe". */
  name: string;
  /** The family it is listed and stored under; APP_FAMILIES says every family it serves (Nylas: email and calendar). */
  family: AppFamily;
  /** The server settings that hold this provider's OAuth client: [client id, client secret]. */
  settings: readonly [SettingName, SettingName];
  /** The scopes an install asks for. */
  scopes: readonly string[];
  /** False for a provider that knows no PKCE (Stripe Connect): its authorization request carries no challenge. Every other provider checks one. */
  pkce?: false;
  /** Whether an install needs the customer's subdomain (Zendesk), which then appears in `site`. */
  site: 'subdomain' | null;
  /** The documented endpoints (for the customer's site, where the provider lives on it; the config for a region or login url). */
  endpoints(site: InstallSite, config: Config): OAuthEndpoints;
  /** The authorization url the person's browser is sent to: code flow, PKCE S256, `state`. */
  authorizeUrl(input: { endpoints: OAuthEndpoints; clientId: string; redirectUri: string; state: string; codeChallenge: string }): string;
  /**
   * Exchanges the code (with the PKCE verifier) for tokens and learns the account. The provider's
   * refusal (invalid or used code, wrong verifier) is an OAuthRefusal; being unreachable or
   * erroring is a ProviderFailure.
   */
  exchange(input: OAuthCall & { code: string; codeVerifier: string; redirectUri: string; site: InstallSite }): Promise<TokenSet>;
  /** Null when this provider's tokens are not refreshed (they do not expire). A refused refresh token is an OAuthRefusal. */
  refresh: ((input: OAuthCall & { refreshToken: string; details: Record<string, string> }) => Promise<RefreshedTokens>) | null;
  /** Null when the provider documents no revocation endpoint. */
  revoke: ((input: OAuthCall & { accessToken: string; refreshToken: string | null; details: Record<string, string> }) => Promise<void>) | null;
  /** How this server's sandbox answers in this provider's wire format (sandbox.ts). */
  sandbox: OAuthSandbox;
}

/**
 * The provider said no to a grant (an invalid, used or expired code; a revoked or expired refresh
 * token; a PKCE verifier that does not match). Unlike a provider that is down, retrying does not
 * help: an app whose refresh is refused needs a person to install it again.
 */
export class OAuthRefusal extends ProviderFailure {
  override name = 'OAuthRefusal';
}

/** What the sandbox's codes and tokens carry: the grant the person approved on the sandbox's page. */
export interface SandboxGrant {
  provider: AppProvider;
  clientId: string;
  redirectUri: string;
  /** The PKCE challenge of the authorization request; the code's exchange must show its verifier. */
  codeChallenge: string;
  scopes: string[];
  site: InstallSite;
}

/**
 * Mints and reads the sandbox's codes and tokens: self-contained and signed, so that any
 * instance reads any other's, and a tampered or expired one reads as null.
 */
export interface SandboxIssuer {
  /** The sandbox's own OAuth client for this provider (what the server installs with when the provider has none configured). */
  client: OAuthClient;
  /** A token of the characters [A-Za-z0-9_.-]; a provider's own prefix ("xoxb-") is the caller's to add and to strip before `read`. */
  mint(kind: 'code' | 'access' | 'refresh', grant: SandboxGrant, lifetimeSeconds: number): string;
  /** The grant a token carries; null when tampered, expired, of another kind or of another provider. */
  read(kind: 'code' | 'access' | 'refresh', token: string): SandboxGrant | null;
  /** Whether `verifier` is the PKCE verifier of `challenge` (S256). */
  verifies(verifier: string, challenge: string): boolean;
}

/**
 * The sandbox's server side of the provider's endpoints, in the provider's documented wire format
 * (the same requests its `exchange`, `refresh` and `revoke` send, the same answers and refusals):
 * web Requests in, web Responses out, served both over HTTP under /sandbox/oauth/{provider}/ and
 * in-process as the `fetch` of a sandbox app's OAuth calls. The authorization page is shared
 * (http/sandbox-oauth.ts); everything after it is the provider's.
 */
export interface OAuthSandbox {
  /** The token endpoint: code exchange and refresh. */
  token(request: Request, issuer: SandboxIssuer): Promise<Response>;
  /** The revocation endpoint, when the provider has one. */
  revoke: ((request: Request, issuer: SandboxIssuer) => Promise<Response>) | null;
  /** The API calls an install makes beside the token endpoint, by the path after `endpoints.api` (e.g. "/oauth/token/accessible-resources"); null when it makes none. */
  api: ((request: Request, path: string, issuer: SandboxIssuer) => Promise<Response>) | null;
}
