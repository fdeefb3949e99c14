import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { nylasOAuth } from '../../../src/providers/oauth/nylas.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { CLIENT, documentedCall, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';

const { endpoints } = documentedCall(nylasOAuth);
const TOKEN_URL = 'https://api.us.nylas.com/v3/connect/token';
const REVOKE_URL = 'https://api.us.nylas.com/v3/connect/revoke';

/** /v3/connect/token's documented success for a code exchange. */
const GRANTED = {
  access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.access',
  token_type: 'Bearer',
  id_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.id',
  grant_id: 'e19f8e1a-eb1c-41c0-b6a6-d2e59daf7f47',
  email: 'ada@example.com',
  expires_in: 3600,
  refresh_token: 'nylas-refresh-1',
  scope: 'https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/userinfo.email',
  provider: 'google',
};

const REDIRECT_URI = redirectUriOf(nylasOAuth);
const server = mockProviders();

/** Expects `promise` to fail with a detail matching `detail`: an OAuthRefusal (a new install mends it) when `refused`, another ProviderFailure otherwise. */
async function expectFailure(promise: Promise<unknown>, refused: boolean, detail: RegExp) {
  const error = await rejectionOf(promise);
  expect(error.name).toBe(refused ? 'OAuthRefusal' : 'ProviderFailure');
  expect(error instanceof OAuthRefusal).toBe(refused);
  expect(error.message).toMatch(detail);
}

const tokenAnswers = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const exchange = () => nylasOAuth.exchange({ ...documentedCall(nylasOAuth), code: 'code-789', codeVerifier: VERIFIER, redirectUri: REDIRECT_URI, site: {} });
const refresh = () => nylasOAuth.refresh!({ ...documentedCall(nylasOAuth), refreshToken: 'nylas-refresh-1', details: { grant_id: GRANTED.grant_id } });
const oauthError = (status: number, error: string, description: string) =>
  HttpResponse.json({ error, error_description: description, error_uri: 'https://accounts.nylas.com/#tag/Event-Codes', error_code: 'x', request_id: 'r-1' }, { status });

describe('Nylas v3 hosted OAuth, live', () => {
  it('reads its host from NYLAS_API_URL', () => {
    expect(nylasOAuth.endpoints({}, loadConfig({ NYLAS_API_URL: 'https://api.eu.nylas.com/' }))).toEqual({
      authorize: 'https://api.eu.nylas.com/v3/connect/auth',
      token: 'https://api.eu.nylas.com/v3/connect/token',
      revoke: 'https://api.eu.nylas.com/v3/connect/revoke',
      api: 'https://api.eu.nylas.com',
    });
  });

  it('sends the person to hosted auth for a code with offline access and the PKCE S256 challenge, asking no scope (the connector holds them)', () => {
    const url = new URL(nylasOAuth.authorizeUrl({ endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT_URI, state: 'st-1', codeChallenge: 'ch-1' }));
    expect(url.origin + url.pathname).toBe('https://api.us.nylas.com/v3/connect/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      access_type: 'offline',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with a JSON POST carrying the client, the code, the redirect and the verifier; the grant is the account', async () => {
    const seen = tokenAnswers(() => HttpResponse.json(GRANTED));
    const before = Date.now();
    const tokens = await exchange();
    expect(tokens).toEqual({
      accessToken: GRANTED.access_token,
      refreshToken: 'nylas-refresh-1',
      expiresAt: expect.any(Date),
      scopes: ['https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/userinfo.email'],
      accountId: GRANTED.grant_id,
      accountLabel: 'ada@example.com',
      details: { grant_id: GRANTED.grant_id },
    });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'authorization_code',
      code: 'code-789',
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
    });
  });

  it.each([
    [400, 'invalid_grant', 'Invalid authorization code', true, /^Nylas answered HTTP 400: invalid_grant: Invalid authorization code$/],
    [400, 'access_denied', 'The user denied access', true, /: access_denied: The user denied access$/],
    // The server's client or request: its settings or code mend it, not a new install.
    [401, 'invalid_client', 'Client authentication failed', false, /invalid_client: Client authentication failed \(check NYLAS_CLIENT_ID and NYLAS_API_KEY on the server\)$/],
    [400, 'invalid_request', 'code_verifier is missing', false, /^Nylas answered HTTP 400: invalid_request: code_verifier is missing$/],
  ])('an HTTP %i %s refuses the grant: %s', async (status, error, description, refused, detail) => {
    tokenAnswers(() => oauthError(status, error, description));
    await expectFailure(exchange(), refused, detail);
  });

  it('Nylas failing (HTTP 500, 503 temporarily_unavailable, unreachable) is a failure worth retrying, not a refusal', async () => {
    tokenAnswers(() => new HttpResponse('oops', { status: 500 }));
    await expectFailure(exchange(), false, /^Nylas answered HTTP 500: oops$/);
    tokenAnswers(() => oauthError(503, 'temporarily_unavailable', 'try later'));
    await expectFailure(exchange(), false, /^Nylas answered HTTP 503: temporarily_unavailable: try later$/);
    tokenAnswers(() => HttpResponse.error());
    await expectFailure(exchange(), false, /^Could not reach Nylas/);
  });

  it('refreshes with a JSON refresh_token grant, keeping the refresh token when Nylas answers none; a refused one is a refusal', async () => {
    const { refresh_token: _kept, email: _email, ...refreshed } = { ...GRANTED, access_token: 'access-2' };
    const seen = tokenAnswers(() => HttpResponse.json(refreshed));
    expect(await refresh()).toMatchObject({ accessToken: 'access-2', refreshToken: null, expiresAt: expect.any(Date) });
    expect(await seen[0]!.json()).toEqual({ client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: 'nylas-refresh-1' });
    tokenAnswers(() => oauthError(400, 'invalid_grant', 'Token has been expired or revoked'));
    await expectFailure(refresh(), true, /invalid_grant: Token has been expired or revoked/);
  });

  it('revokes the access token with a POST naming it in the query, authorized by the API key', async () => {
    const revoke = () => nylasOAuth.revoke!({ ...documentedCall(nylasOAuth), accessToken: 'access-1', refreshToken: 'nylas-refresh-1', details: {} });
    const seen = answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ request_id: 'r-2' }));
    await revoke();
    expect(seen[0]!.url).toBe(`${REVOKE_URL}?token=access-1`);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${CLIENT.clientSecret}`);
    answerAndRecord(server, 'post', REVOKE_URL, () => oauthError(400, 'invalid_request', 'token expired'));
    await expect(revoke()).rejects.toThrow(/^Nylas answered HTTP 400: invalid_request: token expired$/);
  });
});

describe('Nylas v3 hosted OAuth through the sandbox', () => {
  const rig = oauthSandbox(nylasOAuth);
  const install = (overrides: Partial<typeof rig.exchange> = {}) => nylasOAuth.exchange({ ...rig.call, ...rig.exchange, ...overrides });

  it('installs a grant for the sandbox mailbox, refreshes its access token and revokes it', async () => {
    const tokens = await install();
    expect(tokens).toMatchObject({ refreshToken: expect.any(String), expiresAt: expect.any(Date), accountLabel: 'sandbox@example.com', details: { grant_id: tokens.accountId } });
    const refreshed = await nylasOAuth.refresh!({ ...rig.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed).toMatchObject({ refreshToken: null, expiresAt: expect.any(Date) });
    expect(rig.issuer.read('access', refreshed.accessToken)).toEqual(rig.grant);
    await nylasOAuth.revoke!({ ...rig.call, accessToken: refreshed.accessToken, refreshToken: tokens.refreshToken, details: tokens.details });
    await expectFailure(nylasOAuth.revoke!({ ...rig.call, accessToken: tampered(refreshed.accessToken), refreshToken: null, details: {} }), false, /HTTP 400: invalid_request/);
  });

  it('refuses a wrong verifier, a tampered, expired or misdirected code and a tampered refresh token as Nylas does', async () => {
    await expectFailure(install({ codeVerifier: 'w'.repeat(43) }), true, /^Nylas answered HTTP 400: invalid_grant: the code_verifier does not match/);
    await expectFailure(install({ code: tampered(rig.exchange.code) }), true, /HTTP 400: invalid_grant: the authorization code is invalid or expired$/);
    await expectFailure(install({ code: rig.issuer.mint('code', rig.grant, -1) }), true, /invalid_grant: the authorization code is invalid or expired$/);
    await expectFailure(install({ redirectUri: 'https://elsewhere.example/cb' }), true, /invalid_grant: redirect_uri does not match/);
    const { refreshToken } = await install();
    await expectFailure(nylasOAuth.refresh!({ ...rig.call, refreshToken: tampered(refreshToken!), details: {} }), true, /invalid_grant: the refresh token/);
  });

  it("refuses another client with HTTP 401 invalid_client, naming the server's settings", async () => {
    const exchange = nylasOAuth.exchange({ ...rig.call, ...rig.exchange, client: { ...rig.call.client, clientSecret: 'guess' } });
    await expectFailure(exchange, false, /HTTP 401: invalid_client: client authentication failed \(check NYLAS_CLIENT_ID and NYLAS_API_KEY/);
  });
});
