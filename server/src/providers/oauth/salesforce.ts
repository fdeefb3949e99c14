import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import type { OAuthProvider } from './contract.js';
import { callOAuth, expiresIn, sandboxTokenRequest, scopesOf } from './wire.js';

const NAME = 'Salesforce';

/**
 * Salesforce answers no lifetime: an access token is a session that lasts the org's session
 * timeout (Session Settings: 15 minutes to 24 hours, 2 hours unless changed). Counting the
 * shortest an org can set, the token is refreshed before it can have lapsed in any org, for the
 * price of a refresh every quarter of an hour; the refresh token itself does not expire by default.
 */
const SESSION_SECONDS = 15 * 60;

/** "https://login.salesforce.com/id/<org id>/<user id>": the identity url, whose org id is the account. */
const IDENTITY_URL = /\/id\/([A-Za-z0-9]{15,18})\/([A-Za-z0-9]{15,18})$/;

const ZTokenSchema = z.object({
  access_token: z.string().min(1),
  // Present on a code exchange when the connected app allows the refresh_token scope; on a refresh, only where the org rotates them.
  refresh_token: z.string().min(1).optional(),
  instance_url: z.url({ protocol: /^https$/ }),
  id: z.string().regex(IDENTITY_URL, 'not an identity url ending /id/<org id>/<user id>'),
  scope: z.string().default(''),
});

const instanceHost = (instanceUrl: string) => new URL(instanceUrl).host;
const orgIdOf = (identityUrl: string) => IDENTITY_URL.exec(identityUrl)![1]!;

// What the sandbox plays: one org on one instance, its sessions lasting Salesforce's default timeout.
const SANDBOX_INSTANCE = 'https://sandbox.my.salesforce.com';
const SANDBOX_IDENTITY = 'https://login.salesforce.com/id/00D000000000SBXEAY/005000000000SBXAAY';
const SANDBOX_SESSION_SECONDS = 2 * 60 * 60;
// A refresh token is valid until revoked by default; the stateless sandbox's needs an end.
const SANDBOX_REFRESH_SECONDS = 365 * 24 * 60 * 60;

/**
 * Salesforce's OAuth 2.0 web server flow with PKCE, at the configured login url (production,
 * test.salesforce.com for Salesforce sandboxes, or a My Domain): form-encoded token requests, the
 * instance url kept with the token, since every API call goes to the org's own instance.
 */
export const salesforceOAuth: OAuthProvider = {
  provider: 'salesforce',
  name: NAME,
  family: 'crm',
  settings: ['SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'],
  scopes: ['api', 'refresh_token'],
  site: null,
  endpoints(_site, config) {
    const login = config.SALESFORCE_LOGIN_URL.replace(/\/+$/, '');
    return {
      authorize: `${login}/services/oauth2/authorize`,
      token: `${login}/services/oauth2/token`,
      revoke: `${login}/services/oauth2/revoke`,
      // An install calls nothing beside the token endpoint; the API is the org's own instance (instance_url).
      api: login,
    };
  },
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: salesforceOAuth.scopes.join(' '),
      state,
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
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),
      schema: ZTokenSchema,
    });
    if (!answer.refresh_token) {
      throw new ProviderFailure(`${NAME} issued no refresh token: the connected app's OAuth scopes must include "Perform requests at any time (refresh_token, offline_access)"`);
    }
    const orgId = orgIdOf(answer.id);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresIn(SESSION_SECONDS),
      scopes: scopesOf(answer.scope),
      accountId: orgId,
      accountLabel: instanceHost(answer.instance_url),
      details: { instance_url: answer.instance_url, org_id: orgId },
    };
  },
  async refresh(input) {
    const { client, endpoints, refreshToken, details } = input;
    const answer = await callOAuth(input, {
      provider: NAME,
      url: endpoints.token,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId, client_secret: client.clientSecret }),
      schema: ZTokenSchema,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: expiresIn(SESSION_SECONDS),
      scopes: scopesOf(answer.scope),
      // An org moved to another instance (a split or a migration) answers its new url here.
      details: answer.instance_url === details.instance_url ? undefined : { instance_url: answer.instance_url },
    };
  },
  async revoke(input) {
    // Revoking the refresh token revokes the access tokens issued from it as well.
    const token = input.refreshToken ?? input.accessToken;
    await callOAuth(input, { provider: NAME, url: input.endpoints.revoke!, body: new URLSearchParams({ token }), schema: z.null() });
  },
  sandbox: {
    async token(request, issuer) {
      const checked = await sandboxTokenRequest(request, issuer, 'form');
      if ('error' in checked) return Response.json({ error: checked.error, error_description: checked.description }, { status: 400 });
      const { grantType, grant } = checked;
      const issuedAt = String(Date.now());
      return Response.json({
        access_token: issuer.mint('access', grant, SANDBOX_SESSION_SECONDS),
        ...(grantType === 'authorization_code' ? { refresh_token: issuer.mint('refresh', grant, SANDBOX_REFRESH_SECONDS) } : {}),
        // Salesforce signs the identity url and issue time with the client secret, so a client may check the id came from it.
        signature: createHmac('sha256', issuer.client.clientSecret).update(SANDBOX_IDENTITY + issuedAt).digest('base64'),
        scope: grant.scopes.join(' '),
        instance_url: SANDBOX_INSTANCE,
        id: SANDBOX_IDENTITY,
        token_type: 'Bearer',
        issued_at: issuedAt,
      });
    },
    async revoke(request, issuer) {
      const type = request.headers.get('content-type') ?? '';
      const token = type.startsWith('application/x-www-form-urlencoded') ? (new URLSearchParams(await request.text()).get('token') ?? '') : '';
      if (request.method !== 'POST' || !(issuer.read('refresh', token) ?? issuer.read('access', token))) {
        return Response.json({ error: 'unsupported_token_type', error_description: 'this token type is not supported' }, { status: 400 });
      }
      return new Response(null, { status: 200 });
    },
    api: null,
  },
};
