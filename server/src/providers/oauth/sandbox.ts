import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { APP_PROVIDERS, type AppProvider, type OAuthEndpoints, type OAuthProvider, type SandboxGrant, type SandboxIssuer } from './contract.js';

const ZGrantSchema = z.object({
  provider: z.enum(APP_PROVIDERS),
  clientId: z.string(),
  redirectUri: z.string(),
  codeChallenge: z.string(),
  scopes: z.array(z.string()),
  site: z.object({ subdomain: z.string().optional() }),
});

const ZClaimsSchema = z.object({ kind: z.enum(['code', 'access', 'refresh']), exp: z.number(), grant: ZGrantSchema });

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The sandbox's issuer for one provider: codes and tokens are the grant, its kind and its expiry,
 * signed with HMAC-SHA256 under `secret` (the server's, so that every instance reads every
 * other's). The sandbox keeps no state: a revoked sandbox token stays readable until it expires,
 * which the sandbox does not pretend otherwise (its revoke endpoint only answers as the provider does).
 */
export function sandboxIssuer(secret: Buffer, provider: AppProvider, now: () => number = Date.now): SandboxIssuer {
  const key = createHmac('sha256', secret).update(`proctor sandbox oauth ${provider}`).digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    client: { clientId: `sandbox-${provider}-client`, clientSecret: sign('client secret') },
    mint(kind, grant, lifetimeSeconds) {
      const body = Buffer.from(JSON.stringify({ kind, exp: now() + lifetimeSeconds * 1000, grant })).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    read(kind, token) {
      const [body, signature, extra] = token.split('.');
      if (extra !== undefined) return null;
      if (!body || !signature) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const claims = ZClaimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      if (!claims.success || claims.data.kind !== kind || claims.data.exp < now() || claims.data.grant.provider !== provider) return null;
      return claims.data.grant as SandboxGrant;
    },
    verifies: (verifier, challenge) => {
      const computed = Buffer.from(pkceChallenge(verifier));
      const expected = Buffer.from(challenge);
      return computed.length === expected.length && timingSafeEqual(computed, expected);
    },
  };
}

/** Where the sandbox's pages and endpoints are served (http/sandbox-oauth.ts). */
export const SANDBOX_OAUTH_PATH = '/sandbox/oauth';

/** The sandbox's endpoints for one provider on this server's origin: the shared authorization page, then the provider's own. */
export function sandboxEndpoints(origin: string, provider: OAuthProvider): OAuthEndpoints {
  const base = `${origin.replace(/\/+$/, '')}${SANDBOX_OAUTH_PATH}/${provider.provider}`;
  return { authorize: `${base}/authorize`, token: `${base}/token`, revoke: provider.revoke ? `${base}/revoke` : null, api: `${base}/api` };
}

const notFound = () => Response.json({ error: 'not_found' }, { status: 404 });

/**
 * Routes one of the sandbox's endpoint requests (token, revoke, api/…) to the provider's sandbox,
 * by the path after /sandbox/oauth/{provider}: the HTTP route and the in-process fetch both call it.
 */
export function serveSandbox(provider: OAuthProvider, issuer: SandboxIssuer, rest: string, request: Request): Promise<Response> {
  const { sandbox } = provider;
  if (rest === '/token' && request.method === 'POST') return sandbox.token(request, issuer);
  // A revocation names its token in the path where the provider's does (HubSpot's /refresh-tokens/{token}).
  if ((rest === '/revoke' || rest.startsWith('/revoke/')) && sandbox.revoke && provider.revoke) return sandbox.revoke(request, issuer);
  if (rest.startsWith('/api/') && sandbox.api) return sandbox.api(request, rest.slice('/api'.length), issuer);
  return Promise.resolve(notFound());
}

/**
 * A fetch that answers a sandbox app's OAuth calls in-process, through the same handlers as the
 * HTTP routes: the server needs no route back to itself (a background refresh has no request to
 * learn its own address from), and the provider's real client code still speaks its wire format.
 */
export function sandboxFetch(provider: OAuthProvider, issuer: SandboxIssuer): typeof fetch {
  const prefix = `${SANDBOX_OAUTH_PATH}/${provider.provider}`;
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const at = pathname.indexOf(`${prefix}/`);
    if (at < 0) return notFound();
    return serveSandbox(provider, issuer, pathname.slice(at + prefix.length), request);
  };
}
