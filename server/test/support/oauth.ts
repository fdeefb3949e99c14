import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { InstallSite, OAuthCall, OAuthClient, OAuthProvider, SandboxGrant } from '../../src/providers/oauth/contract.js';
import { pkceChallenge, sandboxEndpoints, sandboxFetch, sandboxIssuer } from '../../src/providers/oauth/sandbox.js';
import type { Env } from './providers.js';

/** The OAuth client the server would have from its settings. */
export const CLIENT: OAuthClient = { clientId: 'client-id-123', clientSecret: 'client-secret-456' };

/** RFC 7636 Appendix B's verifier, and its S256 challenge. */
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const CHALLENGE = pkceChallenge(VERIFIER);

/** Where the provider sends the person back: the server's callback for it. */
export const redirectUriOf = (provider: OAuthProvider) => `https://proctor.test/api/v1/connected-apps/${provider.provider}/callback`;

/** A call to the provider's documented endpoints through the global fetch (which msw mocks), with a deadline so that a hung call fails. */
export function documentedCall(provider: OAuthProvider, site: InstallSite = {}, env: Env = {}): OAuthCall {
  return {
    client: CLIENT,
    endpoints: provider.endpoints(site, loadConfig(env)),
    // Looked up at each call: msw replaces the global fetch once the file's tests start.
    fetch: (input, init) => fetch(input, init),
    signal: AbortSignal.timeout(5_000),
  };
}

/**
 * The sandbox playing `provider`, as a sandbox app's install meets it: its issuer, a call through
 * its in-process fetch to its endpoints, the grant its authorization page approved, and codes for it.
 */
export function oauthSandbox(provider: OAuthProvider, site: InstallSite = {}) {
  const issuer = sandboxIssuer(randomBytes(32), provider.provider);
  const call: OAuthCall = {
    client: issuer.client,
    endpoints: sandboxEndpoints('http://proctor.test', provider),
    fetch: sandboxFetch(provider, issuer),
    signal: AbortSignal.timeout(5_000),
  };
  const grant: SandboxGrant = {
    provider: provider.provider,
    clientId: issuer.client.clientId,
    redirectUri: redirectUriOf(provider),
    codeChallenge: CHALLENGE,
    scopes: [...provider.scopes],
    site,
  };
  const exchange = { code: issuer.mint('code', grant, 120), codeVerifier: VERIFIER, redirectUri: grant.redirectUri, site };
  return { issuer, call, grant, exchange };
}

/** The token with a character of its signed body changed. */
export const tampered = (token: string) => `${token[0] === 'e' ? 'f' : 'e'}${token.slice(1)}`;

/** What `promise` rejects with; the test fails if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  expect(outcome).not.toHaveProperty('resolved');
  return (outcome as { error: Error }).error;
}

/** The form fields of a recorded form-encoded request. */
export const formOf = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.clone().text()));

/** Whether `date` is `seconds` from now, give or take the test's own time. */
export function expectExpiresIn(date: Date | null, seconds: number, before: number) {
  expect(date).toBeInstanceOf(Date);
  expect(date!.getTime()).toBeGreaterThanOrEqual(before + seconds * 1000);
  expect(date!.getTime()).toBeLessThanOrEqual(Date.now() + seconds * 1000);
}
