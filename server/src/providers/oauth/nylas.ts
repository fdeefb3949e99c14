import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import { OAuthRefusal, type OAuthCall, type OAuthProvider, type OAuthSandbox } from './contract.js';
import { bearerOf, callOAuth, expiresIn, sandboxTokenRequest, scopesOf } from './wire.js';

// Nylas v3 Hosted OAuth (developer.nylas.com: "Hosted OAuth with an access token", /v3/connect/token,
// /v3/connect/revoke): the install creates a grant on the mailbox's provider (Google, Microsoft…),
// whose scopes are set on the application's connector, not asked for here. The access token lives
// an hour; the refresh token stays until the grant is revoked or expires at the mailbox's provider.

const ZTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  grant_id: z.string().min(1),
  /** The mailbox's address; absent on a refresh. */
  email: z.string().optional(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  /** Space-separated, the mailbox provider's own scope names. */
  scope: z.string().optional(),
});

/**
 * The token endpoint, whose errors are RFC 6749's (wire.ts). A refused client is no refusal of the
 * grant but the server's settings, which its detail names.
 */
async function callToken(call: OAuthCall, body: Record<string, string>) {
  try {
    return await callOAuth(call, {
      provider: 'Nylas',
      url: call.endpoints.token,
      method: 'POST',
      body: { client_id: call.client.clientId, client_secret: call.client.clientSecret, ...body },
      schema: ZTokenAnswerSchema,
    });
  } catch (error) {
    if (error instanceof ProviderFailure && !(error instanceof OAuthRefusal) && /: invalid_client\b/.test(error.message)) {
      throw new ProviderFailure(`${error.message} (check NYLAS_CLIENT_ID and NYLAS_API_KEY on the server)`, { cause: error });
    }
    throw error;
  }
}

// The sandbox: one mailbox, whatever the grant.
const SANDBOX_GRANT_ID = '5a4db0c5-0000-4000-8000-000000000001';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 365 * 24 * 3600;

const oauthError = (status: number, error: string, description: string) =>
  Response.json({ error, error_description: description, error_code: status === 401 ? 'unauthorized' : 'bad_request', request_id: 'sandbox' }, { status });

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const checked = await sandboxTokenRequest(request, issuer, 'json');
    if ('error' in checked) return oauthError(checked.error === 'invalid_client' ? 401 : 400, checked.error, checked.description);
    const { grant, grantType } = checked;
    return Response.json({
      access_token: issuer.mint('access', grant, ACCESS_SECONDS),
      token_type: 'Bearer',
      grant_id: SANDBOX_GRANT_ID,
      ...(grantType === 'authorization_code' ? { email: 'sandbox@example.com', refresh_token: issuer.mint('refresh', grant, REFRESH_SECONDS) } : {}),
      expires_in: ACCESS_SECONDS,
      scope: grant.scopes.join(' '),
      provider: 'google',
    });
  },
  async revoke(request, issuer) {
    if (bearerOf(request) !== issuer.client.clientSecret) return oauthError(401, 'unauthorized', 'Invalid API key');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    return issuer.read('access', token) ? Response.json({ request_id: 'sandbox' }) : oauthError(400, 'invalid_request', 'The token is invalid or already expired');
  },
  api: null,
};

export const nylasOAuth: OAuthProvider = {
  provider: 'nylas',
  name: 'Nylas',
  family: 'email',
  // Nylas' client secret is the application's API key.
  settings: ['NYLAS_CLIENT_ID', 'NYLAS_API_KEY'],
  scopes: [],
  site: null,
  endpoints(_site, config) {
    const api = config.NYLAS_API_URL.replace(/\/+$/, '');
    return { authorize: `${api}/v3/connect/auth`, token: `${api}/v3/connect/token`, revoke: `${api}/v3/connect/revoke`, api };
  },
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      access_type: 'offline',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  async exchange(input) {
    const answer = await callToken(input, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: expiresIn(answer.expires_in),
      scopes: scopesOf(answer.scope ?? ''),
      accountId: answer.grant_id,
      accountLabel: answer.email ?? answer.grant_id,
      details: { grant_id: answer.grant_id },
    };
  },
  async refresh(input) {
    const answer = await callToken(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: expiresIn(answer.expires_in),
      ...(answer.scope === undefined ? {} : { scopes: scopesOf(answer.scope) }),
    };
  },
  async revoke(input) {
    const url = new URL(input.endpoints.revoke!);
    url.searchParams.set('token', input.accessToken);
    await callOAuth(input, {
      provider: 'Nylas',
      url,
      method: 'POST',
      // The revocation is authorized by the application's API key (Nylas' client secret).
      headers: { authorization: `Bearer ${input.client.clientSecret}` },
      schema: z.unknown(),
    });
  },
  sandbox,
};
