import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import { callProvider, type ProviderRequest } from '../http.js';
import { OAuthRefusal, type OAuthCall, type OAuthProvider, type OAuthSandbox } from './contract.js';
import { expiresIn, type SandboxRefusal, sandboxTokenRequest } from './wire.js';

// HubSpot OAuth v1 (developers.hubspot.com: "OAuth tokens API v1"): the access token lives 30
// minutes; the refresh token does not expire and a refresh answers the same one again, until the
// app is uninstalled or the refresh token is deleted (which is the revocation). The account — the
// hub — is learnt from the token's metadata, since the token answer does not name it.

const SCOPES = ['crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.deals.read', 'crm.objects.deals.write'] as const;

const ZTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

const ZTokenInfoSchema = z.object({
  hub_id: z.number().int(),
  hub_domain: z.string(),
  scopes: z.array(z.string()),
});

/** HubSpot's error body: `{status: "BAD_AUTH_CODE", message, correlationId}`. */
const ZErrorSchema = z.object({ status: z.string().optional(), message: z.string() });

/** The statuses that refuse the grant itself, which only a new install mends (wire.ts's rule, in HubSpot's words). */
const GRANT_REFUSALS = new Set(['BAD_AUTH_CODE', 'EXPIRED_AUTH_CODE', 'BAD_REFRESH_TOKEN', 'BAD_REDIRECT_URI', 'MISMATCH_REDIRECT_URI_AUTH_CODE']);

const HINTS: Record<string, string> = {
  BAD_AUTH_CODE: 'the authorization code is invalid, used, expired or its PKCE verifier does not match: install the app again',
  BAD_REFRESH_TOKEN: 'the refresh token is invalid or was revoked (the app was uninstalled?): install the app again',
  MISMATCH_REDIRECT_URI_AUTH_CODE: 'the redirect URL differs from the one the authorization was given',
  BAD_CLIENT_ID: 'check HUBSPOT_CLIENT_ID on the server',
  BAD_CLIENT_SECRET: 'check HUBSPOT_CLIENT_SECRET on the server',
};

/** "missing or unknown auth code (BAD_AUTH_CODE: …)". */
function describe(body: unknown): string | undefined {
  const parsed = ZErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { status, message } = parsed.data;
  const hint = status ? HINTS[status] : undefined;
  return status ? `${message} (${status}${hint ? `: ${hint}` : ''})` : message;
}

/** A call to HubSpot's OAuth endpoints: an answer whose status refuses the grant is an OAuthRefusal. */
async function callHubSpot<T>(call: OAuthCall, request: Omit<ProviderRequest<T>, 'signal' | 'fetch' | 'errorMessage'>): Promise<T> {
  let status: string | undefined;
  try {
    return await callProvider({
      ...request,
      fetch: call.fetch,
      signal: call.signal,
      errorMessage: (body) => {
        status = ZErrorSchema.safeParse(body).data?.status;
        return describe(body);
      },
    });
  } catch (error) {
    if (error instanceof ProviderFailure && status !== undefined && GRANT_REFUSALS.has(status)) throw new OAuthRefusal(error.message, { cause: error });
    throw error;
  }
}

function callToken(call: OAuthCall, fields: Record<string, string>) {
  return callHubSpot(call, {
    provider: 'HubSpot',
    url: call.endpoints.token,
    method: 'POST',
    body: new URLSearchParams({ client_id: call.client.clientId, client_secret: call.client.clientSecret, ...fields }),
    schema: ZTokenAnswerSchema,
  });
}

// The sandbox: one hub, whatever the grant.
const SANDBOX_HUB = { hub_id: 90000001, hub_domain: 'sandbox.hubspot.example', user: 'sandbox@example.com', user_id: 90000002, app_id: 90000003 };
const ACCESS_SECONDS = 1800;
const REFRESH_SECONDS = 365 * 24 * 3600;

const hubspotError = (status: string, message: string, httpStatus = 400) =>
  Response.json({ status, message, correlationId: '00000000-0000-4000-8000-5a4db0c5e000' }, { status: httpStatus });

/** The sandbox's refusal (wire.ts) as HubSpot words it. */
function hubspotRefusal({ error, description }: SandboxRefusal): Response {
  if (error === 'invalid_client') return hubspotError('BAD_CLIENT_ID', description);
  if (error === 'unsupported_grant_type') return hubspotError('BAD_GRANT_TYPE', description);
  if (error === 'invalid_request') return hubspotError('error', description);
  return hubspotError(/refresh token/.test(description) ? 'BAD_REFRESH_TOKEN' : /redirect_uri/.test(description) ? 'MISMATCH_REDIRECT_URI_AUTH_CODE' : 'BAD_AUTH_CODE', description);
}

const lastSegment = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const checked = await sandboxTokenRequest(request, issuer, 'form');
    if ('error' in checked) return hubspotRefusal(checked);
    const { grant, grantType, fields } = checked;
    // HubSpot answers a refresh with the same refresh token.
    const refreshToken = grantType === 'refresh_token' ? fields.refresh_token! : issuer.mint('refresh', grant, REFRESH_SECONDS);
    return Response.json({ token_type: 'bearer', refresh_token: refreshToken, access_token: issuer.mint('access', grant, ACCESS_SECONDS), expires_in: ACCESS_SECONDS });
  },
  async revoke(request, issuer) {
    if (request.method !== 'DELETE') return hubspotError('error', 'method not allowed', 405);
    return issuer.read('refresh', lastSegment(request)) ? new Response(null, { status: 204 }) : hubspotError('BAD_REFRESH_TOKEN', 'missing or invalid refresh token');
  },
  async api(request, path, issuer) {
    if (request.method !== 'GET' || !path.startsWith('/oauth/v1/access-tokens/')) return hubspotError('error', 'not found', 404);
    const token = lastSegment(request);
    const grant = issuer.read('access', token);
    if (!grant) return hubspotError('error', 'access token not found or expired', 404);
    const { hub_id, hub_domain, user, user_id, app_id } = SANDBOX_HUB;
    return Response.json({ token, user, hub_domain, scopes: grant.scopes, hub_id, app_id, expires_in: ACCESS_SECONDS, user_id, token_type: 'access' });
  },
};

export const hubspotOAuth: OAuthProvider = {
  provider: 'hubspot',
  name: 'HubSpot',
  family: 'crm',
  settings: ['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'],
  scopes: SCOPES,
  site: null,
  endpoints: () => ({
    authorize: 'https://app.hubspot.com/oauth/authorize',
    token: 'https://api.hubapi.com/oauth/v1/token',
    // The refresh token to delete follows in the path.
    revoke: 'https://api.hubapi.com/oauth/v1/refresh-tokens',
    api: 'https://api.hubapi.com',
  }),
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: SCOPES.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  async exchange(input) {
    const answer = await callToken(input, {
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code: input.code,
      code_verifier: input.codeVerifier,
    });
    const info = await callHubSpot(input, {
      provider: 'HubSpot',
      url: `${input.endpoints.api}/oauth/v1/access-tokens/${encodeURIComponent(answer.access_token)}`,
      schema: ZTokenInfoSchema,
    });
    const hubId = String(info.hub_id);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresIn(answer.expires_in),
      scopes: info.scopes,
      accountId: hubId,
      accountLabel: info.hub_domain,
      details: { hub_id: hubId },
    };
  },
  async refresh(input) {
    const answer = await callToken(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken });
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: expiresIn(answer.expires_in) };
  },
  async revoke(input) {
    // Deleting the refresh token is HubSpot's revocation; without one there is nothing to delete.
    if (!input.refreshToken) return;
    await callHubSpot(input, {
      provider: 'HubSpot',
      url: `${input.endpoints.revoke!}/${encodeURIComponent(input.refreshToken)}`,
      method: 'DELETE',
      schema: z.null(),
    });
  },
  sandbox,
};
