import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import { callProvider, type ProviderRequest } from '../http.js';
import { OAuthRefusal, type OAuthCall, type SandboxGrant, type SandboxIssuer } from './contract.js';

/**
 * What the providers' token endpoints share on the wire (OAuth 2, RFC 6749): the error answer and
 * which of its codes refuse the grant, and, for the sandbox, the checks a token endpoint makes
 * before it answers in its provider's own format.
 */

const ZOAuthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** "invalid_grant: expired access/refresh token", from RFC 6749 §5.2's error answer. */
function oauthErrorMessage(body: unknown): string | undefined {
  const parsed = ZOAuthErrorSchema.safeParse(body);
  return parsed.success ? [parsed.data.error, parsed.data.error_description].filter(Boolean).join(': ') : undefined;
}

/**
 * The error codes that refuse the grant itself, which only a new install mends: a code or refresh
 * token invalid, used, expired or revoked, or a PKCE verifier that does not match (RFC 6749 §5.2,
 * RFC 7636 §4.6); a client no longer authorized for it (Atlassian's answer to a rotated-out refresh
 * token); Salesforce's deactivated user or org. Not among them: `invalid_client` and
 * `invalid_request` (the server's own settings or code, which reinstalling would not mend) and
 * the provider's trouble (5xx).
 */
const GRANT_REFUSALS = new Set(['invalid_grant', 'unauthorized_client', 'access_denied', 'invalid_scope', 'inactive_user', 'inactive_org']);
const REFUSAL_STATUSES = new Set([400, 401, 403]);

/**
 * Calls one of the provider's OAuth endpoints (or the API calls an install makes) through the
 * call's fetch, as callProvider does, except that an answer 400, 401 or 403 whose OAuth error
 * refuses the grant is an OAuthRefusal.
 */
export async function callOAuth<T>(call: OAuthCall, request: Omit<ProviderRequest<T>, 'signal' | 'fetch' | 'errorMessage'>): Promise<T> {
  let status = 0;
  let code: string | undefined;
  try {
    return await callProvider({
      ...request,
      signal: call.signal,
      fetch: async (input, init) => {
        const response = await call.fetch(input, init);
        status = response.status;
        return response;
      },
      errorMessage: (body) => {
        code = ZOAuthErrorSchema.safeParse(body).data?.error;
        return oauthErrorMessage(body);
      },
    });
  } catch (error) {
    if (error instanceof ProviderFailure && REFUSAL_STATUSES.has(status) && code !== undefined && GRANT_REFUSALS.has(code)) {
      throw new OAuthRefusal(error.message, { cause: error });
    }
    throw error;
  }
}

/** When a token that lives `seconds` from now expires. */
export const expiresIn = (seconds: number): Date => new Date(Date.now() + seconds * 1000);

/** The scopes of an answer's space-separated `scope` (RFC 6749 §3.3). */
export const scopesOf = (scope: string): string[] => scope.split(' ').filter(Boolean);

/** Whether two secrets are equal, in a time that does not tell how much of them is. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A token request the sandbox refuses, by its RFC 6749 §5.2 code, for the provider to answer in its own format. */
export interface SandboxRefusal {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
  description: string;
}

/** A token request the sandbox grants: its fields (as text) and the grant its code or refresh token carries. */
export interface SandboxTokenRequest {
  grantType: 'authorization_code' | 'refresh_token';
  grant: SandboxGrant;
  fields: Record<string, string>;
}

/** The request's body fields as text, or null when it is not in the provider's format (form-encoded or JSON). */
async function fieldsOf(request: Request, format: 'form' | 'json'): Promise<Record<string, string> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (format === 'form') return type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await request.text())) : null;
  if (!type.startsWith('application/json')) return null;
  const body: unknown = await request.json().catch(() => null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/**
 * Checks a token request as a provider's token endpoint does: the client's credentials; for a
 * code, that it is the sandbox's, unexpired, issued to this client, for this redirect_uri, and
 * that the PKCE verifier matches its challenge; for a refresh token, that it is the sandbox's,
 * unexpired and this client's.
 */
export async function sandboxTokenRequest(request: Request, issuer: SandboxIssuer, format: 'form' | 'json'): Promise<SandboxTokenRequest | SandboxRefusal> {
  const fields = await fieldsOf(request, format);
  if (!fields) return { error: 'invalid_request', description: `the body must be ${format === 'form' ? 'form-encoded' : 'JSON'}` };
  const { grant_type: grantType, client_id: clientId, client_secret: clientSecret } = fields;
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') return { error: 'unsupported_grant_type', description: 'grant_type must be authorization_code or refresh_token' };
  if (!clientId || !clientSecret) return { error: 'invalid_request', description: 'client_id and client_secret are required' };
  if (clientId !== issuer.client.clientId || !sameSecret(clientSecret, issuer.client.clientSecret)) return { error: 'invalid_client', description: 'client authentication failed' };
  if (grantType === 'refresh_token') {
    const grant = issuer.read('refresh', fields.refresh_token ?? '');
    if (!grant || grant.clientId !== clientId) return { error: 'invalid_grant', description: 'the refresh token is invalid, expired or revoked' };
    return { grantType, grant, fields };
  }
  const grant = issuer.read('code', fields.code ?? '');
  if (!grant || grant.clientId !== clientId) return { error: 'invalid_grant', description: 'the authorization code is invalid or expired' };
  if (grant.redirectUri !== fields.redirect_uri) return { error: 'invalid_grant', description: 'redirect_uri does not match the authorization request' };
  if (!fields.code_verifier || !issuer.verifies(fields.code_verifier, grant.codeChallenge)) {
    return { error: 'invalid_grant', description: 'the code_verifier does not match the code_challenge' };
  }
  return { grantType, grant, fields };
}

/** The bearer token of a request to the sandbox's API or revocation endpoint ("" without one). */
export const bearerOf = (request: Request): string => /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
