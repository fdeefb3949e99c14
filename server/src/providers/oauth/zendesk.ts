import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import type { InstallSite, OAuthProvider } from './contract.js';
import { bearerOf, callOAuth, expiresIn, sandboxTokenRequest, scopesOf } from './wire.js';

const NAME = 'Zendesk';

/** A Zendesk subdomain alone ("acme" for acme.zendesk.com): what an install must name, and all it may, since it becomes a host. */
export const ZZendeskSubdomainSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be the subdomain alone, e.g. "acme" for acme.zendesk.com');

/** The install's subdomain; a failure when it is missing or not a subdomain alone (the install route refuses those first). */
function subdomainOf(site: InstallSite): string {
  const parsed = ZZendeskSubdomainSchema.safeParse(site.subdomain);
  if (!parsed.success) throw new ProviderFailure(`${NAME} needs the account's subdomain alone, e.g. "acme" for acme.zendesk.com`);
  return parsed.data;
}

/**
 * How long the access tokens asked for live. Zendesk issues a refresh token and an expiring access
 * token only when the request sets `expires_in` (for OAuth clients made before it supported
 * refresh tokens), and otherwise a token that never expires, which nothing but a revocation ends;
 * asking for one hour (between its 5 minutes and 2 days) makes every client's tokens expire and
 * rotate. Each refresh answers a new refresh token and invalidates the previous pair; the refresh
 * token lives Zendesk's default 30 days, renewed by every refresh.
 */
const ACCESS_SECONDS = 60 * 60;

const ZTokenSchema = z.object({
  access_token: z.string().min(1),
  scope: z.string().default(''),
  refresh_token: z.string().min(1).nullish(),
  expires_in: z.number().int().positive().nullish(),
  refresh_token_expires_in: z.number().int().positive().nullish(),
});

// Zendesk's bounds on the lifetimes a request may ask for, which the sandbox enforces as Zendesk does.
const MIN_ACCESS_SECONDS = 300;
const MAX_ACCESS_SECONDS = 172_800;
const DEFAULT_ACCESS_SECONDS = 30 * 60;
const REFRESH_SECONDS = 30 * 24 * 60 * 60;

/** The answer Zendesk gives a request its token does not authenticate. */
const unauthenticated = () => Response.json({ error: "Couldn't authenticate you" }, { status: 401 });

/**
 * Zendesk's authorization code grant with PKCE, on the customer's own subdomain: JSON token
 * requests, and a revocation of the access token by the API itself.
 */
export const zendeskOAuth: OAuthProvider = {
  provider: 'zendesk',
  name: NAME,
  family: 'ticketing',
  settings: ['ZENDESK_CLIENT_ID', 'ZENDESK_CLIENT_SECRET'],
  scopes: ['read', 'write'],
  site: 'subdomain',
  endpoints(site) {
    const origin = `https://${subdomainOf(site)}.zendesk.com`;
    return {
      authorize: `${origin}/oauth/authorizations/new`,
      token: `${origin}/oauth/tokens`,
      revoke: `${origin}/api/v2/oauth/tokens/current.json`,
      api: origin,
    };
  },
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: zendeskOAuth.scopes.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  async exchange(input) {
    const { client, endpoints, code, codeVerifier, redirectUri } = input;
    const subdomain = subdomainOf(input.site);
    const answer = await callOAuth(input, {
      provider: NAME,
      url: endpoints.token,
      body: {
        grant_type: 'authorization_code',
        code,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: redirectUri,
        scope: zendeskOAuth.scopes.join(' '),
        code_verifier: codeVerifier,
        expires_in: ACCESS_SECONDS,
      },
      schema: ZTokenSchema,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: answer.expires_in ? expiresIn(answer.expires_in) : null,
      scopes: scopesOf(answer.scope),
      accountId: `${subdomain}.zendesk.com`,
      accountLabel: `${subdomain}.zendesk.com`,
      details: { subdomain },
    };
  },
  async refresh(input) {
    const { client, endpoints, refreshToken } = input;
    const answer = await callOAuth(input, {
      provider: NAME,
      url: endpoints.token,
      body: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        scope: zendeskOAuth.scopes.join(' '),
        expires_in: ACCESS_SECONDS,
      },
      schema: ZTokenSchema,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: answer.expires_in ? expiresIn(answer.expires_in) : null,
      scopes: scopesOf(answer.scope),
    };
  },
  async revoke(input) {
    // Revokes the token the request is made with; an access token that has already expired is answered 401.
    await callOAuth(input, {
      provider: NAME,
      url: input.endpoints.revoke!,
      method: 'DELETE',
      headers: { authorization: `Bearer ${input.accessToken}` },
      schema: z.null(),
    });
  },
  sandbox: {
    async token(request, issuer) {
      const checked = await sandboxTokenRequest(request, issuer, 'json');
      if ('error' in checked) {
        return Response.json({ error: checked.error, error_description: checked.description }, { status: checked.error === 'invalid_client' ? 401 : 400 });
      }
      const asked = checked.fields.expires_in === undefined ? DEFAULT_ACCESS_SECONDS : Number(checked.fields.expires_in);
      if (!Number.isInteger(asked) || asked < MIN_ACCESS_SECONDS || asked > MAX_ACCESS_SECONDS) {
        return Response.json({ error: 'invalid_request', error_description: `expires_in must be between ${MIN_ACCESS_SECONDS} and ${MAX_ACCESS_SECONDS}` }, { status: 400 });
      }
      const { grant } = checked;
      return Response.json({
        access_token: issuer.mint('access', grant, asked),
        token_type: 'bearer',
        scope: grant.scopes.join(' '),
        refresh_token: issuer.mint('refresh', grant, REFRESH_SECONDS),
        expires_in: asked,
        refresh_token_expires_in: REFRESH_SECONDS,
      });
    },
    revoke(request, issuer) {
      if (request.method !== 'DELETE') return Promise.resolve(Response.json({ error: 'InvalidEndpoint', description: 'Not found' }, { status: 404 }));
      return Promise.resolve(issuer.read('access', bearerOf(request)) ? new Response(null, { status: 204 }) : unauthenticated());
    },
    api: null,
  },
};
