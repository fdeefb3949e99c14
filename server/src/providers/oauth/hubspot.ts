import { z } from 'zod';
import { callProvider } from '../http.js';
import { callOAuth, expiresAt, formFields } from './call.js';
import type { OAuthCall, OAuthProvider, OAuthSandbox, SandboxGrant, SandboxIssuer } from './contract.js';

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

/** HubSpot's error body: `{status: "BAD_AUTH_CODE", message, correlationId}`; the newer API's `{category, message}`. */
const ZErrorSchema = z.object({ status: z.string().optional(), category: z.string().optional(), message: z.string() });

const HINTS: Record<string, string> = {
  BAD_AUTH_CODE: 'the authorization code is invalid, used or expired: install the app again',
  BAD_REFRESH_TOKEN: 'the refresh token is invalid or was revoked (the app was uninstalled?): install the app again',
  BAD_REDIRECT_URI: 'the redirect URL differs from the one the authorization was given',
  MISMATCH_REDIRECT_URI_AUTH_CODE: 'the redirect URL differs from the one the authorization was given',
  BAD_CLIENT_ID: 'check HUBSPOT_CLIENT_ID on the server',
  BAD_CLIENT_SECRET: 'check HUBSPOT_CLIENT_SECRET on the server',
};

function describe(body: unknown): string | undefined {
  const parsed = ZErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const code = parsed.data.status ?? parsed.data.category;
  const hint = code ? HINTS[code] : undefined;
  return `${parsed.data.message}${code ? ` (${code}${hint ? `: ${hint}` : ''})` : ''}`;
}

/** A refusal names what was refused (BAD_…, a validation error); HubSpot's own failures answer status "error". */
function refusal(body: unknown): string | undefined {
  const parsed = ZErrorSchema.safeParse(body);
  const code = parsed.data?.status ?? parsed.data?.category;
  return code && (code.startsWith('BAD_') || code.startsWith('MISMATCH_') || code === 'VALIDATION_ERROR') ? describe(body) : undefined;
}

function callToken(call: OAuthCall, fields: Record<string, string>) {
  return callOAuth(call, {
    provider: 'HubSpot',
    url: call.endpoints.token,
    method: 'POST',
    body: new URLSearchParams({ client_id: call.client.clientId, client_secret: call.client.clientSecret, ...fields }),
    schema: ZTokenAnswerSchema,
    errorMessage: describe,
    refusal,
  });
}

// The sandbox: one hub, whatever the grant.
const SANDBOX_HUB = { hub_id: 90000001, hub_domain: 'sandbox.hubspot.example', user: 'sandbox@example.com', user_id: 90000002, app_id: 90000003 };
const ACCESS_SECONDS = 1800;
const REFRESH_SECONDS = 365 * 24 * 3600;

const hubspotError = (status: string, message: string, httpStatus = 400) =>
  Response.json({ status, message, correlationId: '00000000-0000-4000-8000-5a4db0c5e000' }, { status: httpStatus });

function sandboxTokens(grant: SandboxGrant, issuer: SandboxIssuer, refreshToken: string): Response {
  return Response.json({ token_type: 'bearer', refresh_token: refreshToken, access_token: issuer.mint('access', grant, ACCESS_SECONDS), expires_in: ACCESS_SECONDS });
}

const lastSegment = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const form = await formFields(request);
    if (form.client_id !== issuer.client.clientId) return hubspotError('BAD_CLIENT_ID', 'missing or unknown client id');
    if (form.client_secret !== issuer.client.clientSecret) return hubspotError('BAD_CLIENT_SECRET', 'missing or invalid client secret');
    if (form.grant_type === 'refresh_token') {
      const token = form.refresh_token ?? '';
      const grant = issuer.read('refresh', token);
      return grant ? sandboxTokens(grant, issuer, token) : hubspotError('BAD_REFRESH_TOKEN', 'missing or invalid refresh token');
    }
    if (form.grant_type !== 'authorization_code') return hubspotError('BAD_GRANT_TYPE', 'missing or invalid grant type');
    const grant = issuer.read('code', form.code ?? '');
    if (!grant || grant.clientId !== form.client_id) return hubspotError('BAD_AUTH_CODE', 'missing or unknown auth code');
    if (form.redirect_uri !== grant.redirectUri) return hubspotError('MISMATCH_REDIRECT_URI_AUTH_CODE', 'redirect_uri does not match the auth code');
    if (!form.code_verifier || !issuer.verifies(form.code_verifier, grant.codeChallenge)) return hubspotError('BAD_AUTH_CODE', 'code_verifier does not match the auth code');
    return sandboxTokens(grant, issuer, issuer.mint('refresh', grant, REFRESH_SECONDS));
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
    const info = await callProvider({
      provider: 'HubSpot',
      url: `${input.endpoints.api}/oauth/v1/access-tokens/${encodeURIComponent(answer.access_token)}`,
      fetch: input.fetch,
      signal: input.signal,
      schema: ZTokenInfoSchema,
      errorMessage: describe,
    });
    const hubId = String(info.hub_id);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresAt(answer.expires_in),
      scopes: info.scopes,
      accountId: hubId,
      accountLabel: info.hub_domain,
      details: { hub_id: hubId },
    };
  },
  async refresh(input) {
    const answer = await callToken(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken });
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: expiresAt(answer.expires_in) };
  },
  async revoke(input) {
    // Deleting the refresh token is HubSpot's revocation; without one there is nothing to delete.
    if (!input.refreshToken) return;
    await callProvider({
      provider: 'HubSpot',
      url: `${input.endpoints.revoke!}/${encodeURIComponent(input.refreshToken)}`,
      method: 'DELETE',
      fetch: input.fetch,
      signal: input.signal,
      schema: z.null(),
      errorMessage: describe,
    });
  },
  sandbox,
};
