import { z } from 'zod';
import { OAuthRefusal, type OAuthProvider } from './contract.js';
import { bearerOf, callOAuth, expiresIn, sandboxTokenRequest, scopesOf } from './wire.js';

const NAME = 'Jira';
const AUTH = 'https://auth.atlassian.com';
const RESOURCES_PATH = '/oauth/token/accessible-resources';

const ZTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  scope: z.string().default(''),
  // Atlassian rotates refresh tokens: every refresh answers a new one and the one it was given stops working.
  refresh_token: z.string().min(1),
});

const ZResourcesSchema = z.array(z.object({ id: z.string().min(1), url: z.url({ protocol: /^https$/ }), name: z.string(), scopes: z.array(z.string()) }));

/** A site the grant reaches with Jira's scopes (a Confluence site's are `…:confluence-…`). */
const isJira = (resource: { scopes: string[] }) => resource.scopes.some((scope) => scope.endsWith(':jira-work'));

// The one site the sandbox grants, with a fixed cloud id.
const SANDBOX_SITE = { id: '5b10ac8d-82e2-4c0a-9d6c-3f4a2b1c0d9e', url: 'https://sandbox.atlassian.net', name: 'sandbox' };
const SANDBOX_ACCESS_SECONDS = 3600;
// A rotating refresh token expires after 90 days unused.
const SANDBOX_REFRESH_SECONDS = 90 * 24 * 60 * 60;

/** Atlassian's token endpoint refuses a code or refresh token with 403, bad client credentials with 401, anything else malformed with 400. */
const STATUS_OF = { invalid_grant: 403, invalid_client: 401, invalid_request: 400, unsupported_grant_type: 400 } as const;

/**
 * Atlassian's OAuth 2.0 (3LO) for Jira Cloud: authorization and tokens on auth.atlassian.com with
 * JSON requests, then the sites the person granted on api.atlassian.com, of which the first with
 * Jira's scopes is the account; its cloud id addresses every later API call
 * (api.atlassian.com/ex/jira/{cloud_id}/…).
 */
export const jiraOAuth: OAuthProvider = {
  provider: 'jira',
  name: NAME,
  family: 'ticketing',
  settings: ['JIRA_CLIENT_ID', 'JIRA_CLIENT_SECRET'],
  // offline_access is what makes Atlassian issue a refresh token.
  scopes: ['read:jira-work', 'write:jira-work', 'offline_access'],
  site: null,
  endpoints: () => ({ authorize: `${AUTH}/authorize`, token: `${AUTH}/oauth/token`, revoke: null, api: 'https://api.atlassian.com' }),
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      audience: 'api.atlassian.com',
      client_id: clientId,
      scope: jiraOAuth.scopes.join(' '),
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      // Shows the consent screen, where the person picks the site, even when they granted the app before.
      prompt: 'consent',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  async exchange(input) {
    const { client, endpoints, code, codeVerifier, redirectUri } = input;
    const answer = await callOAuth(input, {
      provider: NAME,
      url: endpoints.token,
      body: { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: redirectUri, code_verifier: codeVerifier },
      schema: ZTokenSchema,
    });
    const resources = await callOAuth(input, {
      provider: NAME,
      url: `${endpoints.api}${RESOURCES_PATH}`,
      headers: { authorization: `Bearer ${answer.access_token}` },
      schema: ZResourcesSchema,
    });
    const site = resources.find(isJira);
    if (!site) throw new OAuthRefusal(`${NAME}: the app was granted no Jira site (install it again and pick a Jira site on Atlassian's consent screen)`);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresIn(answer.expires_in),
      scopes: scopesOf(answer.scope),
      accountId: site.id,
      accountLabel: new URL(site.url).host,
      details: { cloud_id: site.id, site_url: site.url },
    };
  },
  async refresh(input) {
    const { client, endpoints, refreshToken } = input;
    const answer = await callOAuth(input, {
      provider: NAME,
      url: endpoints.token,
      body: { grant_type: 'refresh_token', client_id: client.clientId, client_secret: client.clientSecret, refresh_token: refreshToken },
      schema: ZTokenSchema,
    });
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: expiresIn(answer.expires_in), scopes: scopesOf(answer.scope) };
  },
  // Atlassian documents no revocation endpoint for 3LO: a person removes the app's access in their
  // Atlassian account (Connected apps), and an unused refresh token expires after 90 days.
  revoke: null,
  sandbox: {
    async token(request, issuer) {
      const checked = await sandboxTokenRequest(request, issuer, 'json');
      if ('error' in checked) return Response.json({ error: checked.error, error_description: checked.description }, { status: STATUS_OF[checked.error] });
      const { grant } = checked;
      return Response.json({
        access_token: issuer.mint('access', grant, SANDBOX_ACCESS_SECONDS),
        expires_in: SANDBOX_ACCESS_SECONDS,
        scope: grant.scopes.join(' '),
        ...(grant.scopes.includes('offline_access') ? { refresh_token: issuer.mint('refresh', grant, SANDBOX_REFRESH_SECONDS) } : {}),
        token_type: 'Bearer',
      });
    },
    revoke: null,
    api(request, path, issuer) {
      if (path !== RESOURCES_PATH || request.method !== 'GET') return Promise.resolve(Response.json({ code: 404, message: 'Not Found' }, { status: 404 }));
      const grant = issuer.read('access', bearerOf(request));
      if (!grant) return Promise.resolve(Response.json({ code: 401, message: 'Unauthorized' }, { status: 401 }));
      const scopes = grant.scopes.filter((scope) => scope !== 'offline_access');
      return Promise.resolve(Response.json([{ ...SANDBOX_SITE, scopes, avatarUrl: `${SANDBOX_SITE.url}/avatar.png` }]));
    },
  },
};
