import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { hubspotOAuth } from '../../../src/providers/oauth/hubspot.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { CLIENT, documentedCall, formOf, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';

const { endpoints } = documentedCall(hubspotOAuth);
const TOKEN_URL = 'https://api.hubapi.com/oauth/v1/token';
const INFO_URL = 'https://api.hubapi.com/oauth/v1/access-tokens/:token';
const REVOKE_URL = 'https://api.hubapi.com/oauth/v1/refresh-tokens/:token';

/** /oauth/v1/token's documented success, and the token's metadata (/oauth/v1/access-tokens/{token}). */
const ISSUED = { token_type: 'bearer', refresh_token: '1e8fbfb1-8e96-4826-8b8d-c8af73715', access_token: 'CIrToaiiMhIHAAEAQAAAARiO1ooBIOP0sgEokuLtATEaCQ', expires_in: 1800 };
const INFO = {
  token: ISSUED.access_token,
  user: 'ada@example.com',
  hub_domain: 'demo.hubapi.com',
  scopes: ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.deals.read', 'crm.objects.deals.write'],
  hub_id: 62515,
  app_id: 456,
  expires_in: 1754,
  user_id: 123,
  token_type: 'access',
};

const REDIRECT_URI = redirectUriOf(hubspotOAuth);
const server = mockProviders();

/** Expects `promise` to fail with a detail matching `detail`: an OAuthRefusal (a new install mends it) when `refused`, another ProviderFailure otherwise. */
async function expectFailure(promise: Promise<unknown>, refused: boolean, detail: RegExp) {
  const error = await rejectionOf(promise);
  expect(error.name).toBe(refused ? 'OAuthRefusal' : 'ProviderFailure');
  expect(error instanceof OAuthRefusal).toBe(refused);
  expect(error.message).toMatch(detail);
}

const tokenAnswers = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const infoAnswers = (respond: () => Response) => answerAndRecord(server, 'get', INFO_URL, respond);
const exchange = () => hubspotOAuth.exchange({ ...documentedCall(hubspotOAuth), code: 'code-789', codeVerifier: VERIFIER, redirectUri: REDIRECT_URI, site: {} });
const refresh = () => hubspotOAuth.refresh!({ ...documentedCall(hubspotOAuth), refreshToken: ISSUED.refresh_token, details: { hub_id: '62515' } });
const hubspotError = (status: string, message: string, httpStatus = 400) =>
  HttpResponse.json({ status, message, correlationId: 'b8b47c5b-ec3d-4a4d-9b2e-0f6c1d3e7f00' }, { status: httpStatus });

describe('HubSpot OAuth v1, live', () => {
  it('sends the person to HubSpot with the CRM scopes (space-separated), the redirect, the state and the PKCE S256 challenge', () => {
    const url = new URL(hubspotOAuth.authorizeUrl({ endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT_URI, state: 'st-1', codeChallenge: 'ch-1' }));
    expect(url.origin + url.pathname).toBe('https://app.hubspot.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code form-encoded, then learns the hub from the token metadata', async () => {
    const seen = tokenAnswers(() => HttpResponse.json(ISSUED));
    const info = infoAnswers(() => HttpResponse.json(INFO));
    const before = Date.now();
    const tokens = await exchange();
    expect(tokens).toEqual({
      accessToken: ISSUED.access_token,
      refreshToken: ISSUED.refresh_token,
      expiresAt: expect.any(Date),
      scopes: INFO.scopes,
      accountId: '62515',
      accountLabel: 'demo.hubapi.com',
      details: { hub_id: '62515' },
    });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(seen[0]!)).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code: 'code-789',
      code_verifier: VERIFIER,
    });
    expect(info[0]!.url).toBe(`https://api.hubapi.com/oauth/v1/access-tokens/${ISSUED.access_token}`);
  });

  it.each([
    ['BAD_AUTH_CODE', 'missing or unknown auth code', true, /^HubSpot answered HTTP 400: missing or unknown auth code \(BAD_AUTH_CODE: the authorization code is invalid, used, expired or its PKCE verifier does not match: install the app again\)$/],
    ['MISMATCH_REDIRECT_URI_AUTH_CODE', 'redirect_uri does not match', true, /\(MISMATCH_REDIRECT_URI_AUTH_CODE: the redirect URL differs/],
    // The server's client: its settings mend it, not a new install.
    ['BAD_CLIENT_ID', 'missing or unknown client id', false, /\(BAD_CLIENT_ID: check HUBSPOT_CLIENT_ID on the server\)$/],
    ['BAD_CLIENT_SECRET', 'missing or invalid client secret', false, /\(BAD_CLIENT_SECRET: check HUBSPOT_CLIENT_SECRET on the server\)$/],
  ])('an HTTP 400 %s refuses the grant: %s', async (status, message, refused, detail) => {
    tokenAnswers(() => hubspotError(status, message));
    await expectFailure(exchange(), refused, detail);
  });

  it('HubSpot failing (HTTP 500 status "error", 502, unreachable, the metadata call failing) is a failure worth retrying, not a refusal', async () => {
    tokenAnswers(() => hubspotError('error', 'internal error', 500));
    await expectFailure(exchange(), false, /^HubSpot answered HTTP 500: internal error \(error\)$/);
    tokenAnswers(() => new HttpResponse('bad gateway', { status: 502 }));
    await expectFailure(exchange(), false, /^HubSpot answered HTTP 502: bad gateway$/);
    tokenAnswers(() => HttpResponse.error());
    await expectFailure(exchange(), false, /^Could not reach HubSpot/);
    tokenAnswers(() => HttpResponse.json(ISSUED));
    infoAnswers(() => new HttpResponse('down', { status: 503 }));
    await expectFailure(exchange(), false, /^HubSpot answered HTTP 503: down$/);
  });

  it('refreshes with grant_type=refresh_token, answering the same refresh token; a refused one is a refusal', async () => {
    const seen = tokenAnswers(() => HttpResponse.json({ ...ISSUED, access_token: 'access-2' }));
    expect(await refresh()).toEqual({ accessToken: 'access-2', refreshToken: ISSUED.refresh_token, expiresAt: expect.any(Date) });
    expect(await formOf(seen[0]!)).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: ISSUED.refresh_token,
    });
    tokenAnswers(() => hubspotError('BAD_REFRESH_TOKEN', 'missing or invalid refresh token'));
    await expectFailure(refresh(), true, /missing or invalid refresh token \(BAD_REFRESH_TOKEN: the refresh token is invalid or was revoked/);
  });

  it('revokes by deleting the refresh token (204), and has nothing to delete without one', async () => {
    const revoke = (refreshToken: string | null) => hubspotOAuth.revoke!({ ...documentedCall(hubspotOAuth), accessToken: 'access-1', refreshToken, details: {} });
    const seen = answerAndRecord(server, 'delete', REVOKE_URL, () => new HttpResponse(null, { status: 204 }));
    await revoke(ISSUED.refresh_token);
    await revoke(null);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([`DELETE https://api.hubapi.com/oauth/v1/refresh-tokens/${ISSUED.refresh_token}`]);
  });
});

describe('HubSpot OAuth v1 through the sandbox', () => {
  const rig = oauthSandbox(hubspotOAuth);
  const install = (overrides: Partial<typeof rig.exchange> = {}) => hubspotOAuth.exchange({ ...rig.call, ...rig.exchange, ...overrides });

  it('installs the sandbox hub, learning it from the token metadata, refreshes with the same refresh token and revokes it', async () => {
    const tokens = await install();
    expect(tokens).toMatchObject({ scopes: [...hubspotOAuth.scopes], accountLabel: 'sandbox.hubspot.example', details: { hub_id: tokens.accountId } });
    const refreshed = await hubspotOAuth.refresh!({ ...rig.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed).toMatchObject({ refreshToken: tokens.refreshToken, expiresAt: expect.any(Date) });
    expect(rig.issuer.read('access', refreshed.accessToken)).toEqual(rig.grant);
    await hubspotOAuth.revoke!({ ...rig.call, accessToken: refreshed.accessToken, refreshToken: tokens.refreshToken, details: tokens.details });
    await expectFailure(
      hubspotOAuth.revoke!({ ...rig.call, accessToken: '', refreshToken: tampered(tokens.refreshToken!), details: {} }),
      true,
      /HTTP 400: missing or invalid refresh token \(BAD_REFRESH_TOKEN/,
    );
  });

  it('refuses a wrong verifier, a tampered, expired or misdirected code and a tampered refresh token as HubSpot does', async () => {
    await expectFailure(install({ codeVerifier: 'w'.repeat(43) }), true, /HTTP 400: the code_verifier does not match the code_challenge \(BAD_AUTH_CODE/);
    await expectFailure(install({ code: tampered(rig.exchange.code) }), true, /: the authorization code is invalid or expired \(BAD_AUTH_CODE/);
    await expectFailure(install({ code: rig.issuer.mint('code', rig.grant, -1) }), true, /: the authorization code is invalid or expired \(BAD_AUTH_CODE/);
    await expectFailure(install({ redirectUri: 'https://elsewhere.example/cb' }), true, /\(MISMATCH_REDIRECT_URI_AUTH_CODE/);
    const { refreshToken } = await install();
    await expectFailure(hubspotOAuth.refresh!({ ...rig.call, refreshToken: tampered(refreshToken!), details: {} }), true, /\(BAD_REFRESH_TOKEN/);
  });

  it("refuses another client with BAD_CLIENT_ID, naming the server's setting", async () => {
    const exchange = hubspotOAuth.exchange({ ...rig.call, ...rig.exchange, client: { ...rig.call.client, clientId: 'other' } });
    await expectFailure(exchange, false, /\(BAD_CLIENT_ID: check HUBSPOT_CLIENT_ID on the server\)$/);
  });
});
