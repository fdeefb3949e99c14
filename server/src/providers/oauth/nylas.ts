import { z } from 'zod';
import { callProvider } from '../http.js';
import { callOAuth, expiresAt } from './call.js';
import type { OAuthCall, OAuthProvider, OAuthSandbox, SandboxGrant, SandboxIssuer } from './contract.js';

// Nylas v3 Hosted OAuth (developer.nylas.com: "Hosted OAuth with an access token", /v3/connect/token,
// /v3/connect/revoke): the install creates a grant on the mailbox's provider (Google, Microsoft…),
// whose scopes are set on the application's connector, not asked for here. The access token lives
// an hour; the refresh token stays until the grant is revoked or expires at the mailbox's provider.

const ZTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  grant_id: z.string().min(1),
  /** The mailbox's address; absent on a refresh. */
  email: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  /** Space-separated, the mailbox provider's own scope names. */
  scope: z.string().optional(),
});

/** Nylas' OAuth error body: `{error, error_description, error_uri, error_code, request_id}`. */
const ZOAuthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** Errors of Nylas' own that retrying may cure (RFC 6749 §5.2 names the others, all refusals). */
const TRANSIENT = new Set(['server_error', 'temporarily_unavailable']);

const HINTS: Record<string, string> = {
  invalid_grant: 'the code, PKCE verifier or refresh token is invalid, used or expired: install the app again if it persists',
  invalid_client: 'check NYLAS_CLIENT_ID and NYLAS_API_KEY on the server',
  unauthorized_client: 'check NYLAS_CLIENT_ID on the server',
};

function describe(body: unknown): string | undefined {
  const parsed = ZOAuthErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { error, error_description: description } = parsed.data;
  const hint = HINTS[error];
  return [error, description && `: ${description}`, hint && ` (${hint})`].filter(Boolean).join('');
}

function refusal(body: unknown): string | undefined {
  const parsed = ZOAuthErrorSchema.safeParse(body);
  return parsed.success && !TRANSIENT.has(parsed.data.error) ? describe(body) : undefined;
}

function callToken(call: OAuthCall, body: Record<string, string>) {
  return callOAuth(call, {
    provider: 'Nylas',
    url: call.endpoints.token,
    method: 'POST',
    body: { client_id: call.client.clientId, client_secret: call.client.clientSecret, ...body },
    schema: ZTokenAnswerSchema,
    errorMessage: describe,
    refusal,
  });
}

const scopesOf = (scope: string | undefined) => (scope ?? '').split(' ').filter(Boolean);

// The sandbox: one mailbox, whatever the grant.
const SANDBOX_GRANT_ID = '5a4db0c5-0000-4000-8000-000000000001';
const SANDBOX_EMAIL = 'sandbox@example.com';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 365 * 24 * 3600;

const oauthError = (status: number, error: string, description: string) =>
  Response.json({ error, error_description: description, error_code: status === 401 ? 'unauthorized' : 'bad_request', request_id: 'sandbox' }, { status });

function sandboxTokens(grant: SandboxGrant, issuer: SandboxIssuer, withRefresh: boolean): Response {
  return Response.json({
    access_token: issuer.mint('access', grant, ACCESS_SECONDS),
    token_type: 'Bearer',
    grant_id: SANDBOX_GRANT_ID,
    email: SANDBOX_EMAIL,
    expires_in: ACCESS_SECONDS,
    ...(withRefresh ? { refresh_token: issuer.mint('refresh', grant, REFRESH_SECONDS) } : {}),
    scope: grant.scopes.join(' '),
    provider: 'google',
  });
}

const ZSandboxBodySchema = z.record(z.string(), z.unknown());
const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? body[name] : '');

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const parsed = ZSandboxBodySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return oauthError(400, 'invalid_request', 'The body must be a JSON object');
    const body = parsed.data;
    if (field(body, 'client_id') !== issuer.client.clientId || field(body, 'client_secret') !== issuer.client.clientSecret) {
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    }
    if (body.grant_type === 'refresh_token') {
      const grant = issuer.read('refresh', field(body, 'refresh_token'));
      return grant ? sandboxTokens(grant, issuer, false) : oauthError(400, 'invalid_grant', 'The refresh token is invalid or expired');
    }
    if (body.grant_type !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'grant_type is not supported');
    const grant = issuer.read('code', field(body, 'code'));
    if (!grant || grant.clientId !== body.client_id) return oauthError(400, 'invalid_grant', 'The code is invalid or expired');
    if (field(body, 'redirect_uri') !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization');
    if (!issuer.verifies(field(body, 'code_verifier'), grant.codeChallenge)) return oauthError(400, 'invalid_grant', 'code_verifier does not match the code challenge');
    return sandboxTokens(grant, issuer, true);
  },
  async revoke(request, issuer) {
    if (request.headers.get('authorization') !== `Bearer ${issuer.client.clientSecret}`) return oauthError(401, 'unauthorized', 'Invalid API key');
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
      expiresAt: expiresAt(answer.expires_in),
      scopes: scopesOf(answer.scope),
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
      expiresAt: expiresAt(answer.expires_in),
      ...(answer.scope === undefined ? {} : { scopes: scopesOf(answer.scope) }),
    };
  },
  async revoke(input) {
    const url = new URL(input.endpoints.revoke!);
    url.searchParams.set('token', input.accessToken);
    await callProvider({
      provider: 'Nylas',
      url,
      method: 'POST',
      // The revocation is authorized by the application's API key (Nylas' client secret).
      headers: { authorization: `Bearer ${input.client.clientSecret}` },
      fetch: input.fetch,
      signal: input.signal,
      schema: z.unknown(),
      errorMessage: describe,
    });
  },
  sandbox,
};
