import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { OAuthRefusal, type OAuthCall, type OAuthEndpoints, type OAuthProvider, type SandboxGrant } from '../../src/providers/oauth/contract.js';
import { pkceChallenge, sandboxEndpoints, sandboxFetch, sandboxIssuer } from '../../src/providers/oauth/sandbox.js';
import { ProviderFailure } from '../../src/providers/failure.js';

/** The OAuth client a provider test registers: what its requests must carry. */
export const TEST_CLIENT = { clientId: 'client-123', clientSecret: 'secret-456' };
export const REDIRECT_URI = 'https://proctor.example/api/v1/connected-apps/callback';
export const VERIFIER = 'v'.repeat(43);

/** A call to the provider's documented endpoints through the global fetch (msw's, once it listens), with a deadline so that a hung call fails. */
export function liveCall(endpoints: OAuthEndpoints): OAuthCall {
  return { client: TEST_CLIENT, endpoints, fetch: (input, init) => fetch(input, init), signal: AbortSignal.timeout(5_000) };
}

/** Expects `promise` to reject with an OAuthRefusal whose detail matches `detail`. */
export async function expectRefusal(promise: Promise<unknown>, detail: RegExp): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OAuthRefusal);
  expect((error as Error).message).toMatch(detail);
}

/** Expects `promise` to reject with a ProviderFailure that is no refusal (retrying may help), whose detail matches `detail`. */
export async function expectFailureNotRefusal(promise: Promise<unknown>, detail: RegExp): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  expect(error).not.toBeInstanceOf(OAuthRefusal);
  expect((error as Error).message).toMatch(detail);
}

/**
 * The sandbox playing `provider` in-process, as the server plays it for a sandbox app: its issuer
 * (on a clock the test moves), the call through its fetch, and `code()`, the code its authorization
 * page would hand out for `VERIFIER` and `REDIRECT_URI`.
 */
export function sandboxRig(provider: OAuthProvider) {
  const clock = { now: Date.parse('2026-11-27T12:00:00Z') };
  const issuer = sandboxIssuer(randomBytes(32), provider.provider, () => clock.now);
  const call: OAuthCall = {
    client: issuer.client,
    endpoints: sandboxEndpoints('http://proctor.test', provider),
    fetch: sandboxFetch(provider, issuer),
    signal: AbortSignal.timeout(5_000),
  };
  const grant: SandboxGrant = {
    provider: provider.provider,
    clientId: issuer.client.clientId,
    redirectUri: REDIRECT_URI,
    codeChallenge: pkceChallenge(VERIFIER),
    scopes: [...provider.scopes],
    site: {},
  };
  const code = (lifetimeSeconds = 600) => issuer.mint('code', grant, lifetimeSeconds);
  const exchange = (overrides: { code?: string; codeVerifier?: string; redirectUri?: string } = {}) =>
    provider.exchange({ ...call, code: overrides.code ?? code(), codeVerifier: overrides.codeVerifier ?? VERIFIER, redirectUri: overrides.redirectUri ?? REDIRECT_URI, site: {} });
  return { clock, issuer, call, grant, code, exchange };
}

/** `token` with one character of its signature changed. */
export const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
