import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { ProviderFailure } from '../../../src/providers/failure.js';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { zendeskOAuth as zendesk, ZZendeskSubdomainSchema } from '../../../src/providers/oauth/zendesk.js';
import { CHALLENGE, CLIENT, documentedCall, expectExpiresIn, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';

const SITE = { subdomain: 'acme' };
const ORIGIN = 'https://acme.zendesk.com';
const REDIRECT = redirectUriOf(zendesk);

/** The answer to a code exchange that asked for expiring tokens, as Zendesk documents it. */
const TOKEN = {
  access_token: 'gErypPlm4dOVgGRvA1ZzMH5MQ3nLo8bo',
  token_type: 'bearer',
  scope: 'read write',
  refresh_token: '31048ba4d7c601302f3173f243da835f',
  expires_in: 3600,
  refresh_token_expires_in: 2_592_000,
};

const server = mockProviders();
const answerToken = (respond: () => Response) => answerAndRecord(server, 'post', `${ORIGIN}/oauth/tokens`, respond);
const exchange = (call = documentedCall(zendesk, SITE)) => zendesk.exchange({ ...call, code: 'zd-code', codeVerifier: VERIFIER, redirectUri: REDIRECT, site: SITE });
const refresh = (call = documentedCall(zendesk, SITE)) => zendesk.refresh!({ ...call, refreshToken: TOKEN.refresh_token, details: { subdomain: 'acme' } });

describe('Zendesk OAuth', () => {
  it('sends the person to their own subdomain\'s authorization page with the code flow, PKCE S256 and the state', () => {
    const url = new URL(zendesk.authorizeUrl({ endpoints: documentedCall(zendesk, SITE).endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT, state: 'st_1', codeChallenge: CHALLENGE }));
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/oauth/authorizations/new`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope: 'read write',
      state: 'st_1',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
  });

  it.each([undefined, '', 'Acme', 'acme.zendesk.com', 'evil.test/x#', '-acme'])('refuses the subdomain %j, which would not be one host of Zendesk\'s', (subdomain) => {
    expect(ZZendeskSubdomainSchema.safeParse(subdomain).success).toBe(false);
    expect(() => zendesk.endpoints({ subdomain }, loadConfig({}))).toThrow('Zendesk needs the account\'s subdomain alone, e.g. "acme" for acme.zendesk.com');
  });

  it('exchanges the code in a JSON POST with the verifier, asking for tokens that expire in an hour', async () => {
    const seen = answerToken(() => HttpResponse.json(TOKEN));
    const before = Date.now();
    const tokens = await exchange();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({
      grant_type: 'authorization_code',
      code: 'zd-code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      redirect_uri: REDIRECT,
      scope: 'read write',
      code_verifier: VERIFIER,
      expires_in: 3600,
    });
    expect(tokens).toMatchObject({
      accessToken: TOKEN.access_token,
      refreshToken: TOKEN.refresh_token,
      scopes: ['read', 'write'],
      accountId: 'acme.zendesk.com',
      accountLabel: 'acme.zendesk.com',
      details: { subdomain: 'acme' },
    });
    expectExpiresIn(tokens.expiresAt, 3600, before);
  });

  it('keeps a token Zendesk answers without a lifetime as one that does not expire', async () => {
    answerToken(() => HttpResponse.json({ access_token: 'forever', token_type: 'bearer', scope: 'read write' }));
    expect(await exchange()).toMatchObject({ accessToken: 'forever', refreshToken: null, expiresAt: null });
  });

  it('answers Zendesk\'s invalid_grant as an OAuthRefusal with its words', async () => {
    const description = 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';
    answerToken(() => HttpResponse.json({ error: 'invalid_grant', error_description: description }, { status: 400 }));
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Zendesk answered HTTP 400: invalid_grant: ${description}`);
  });

  it.each([
    ['a refused client', () => HttpResponse.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, { status: 401 }), 'Zendesk answered HTTP 401: invalid_client: Client authentication failed'],
    ['an outage', () => HttpResponse.json({ error: 'ServiceUnavailable' }, { status: 503 }), 'Zendesk answered HTTP 503: ServiceUnavailable'],
    ['an unreachable host', () => HttpResponse.error(), /^Could not reach Zendesk: /],
  ])('answers %s as a ProviderFailure that is not a refusal', async (_case, respond, message) => {
    answerToken(respond);
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(message);
  });

  it('refreshes for a new pair (Zendesk rotates refresh tokens), asking again for an hour', async () => {
    const seen = answerToken(() => HttpResponse.json({ ...TOKEN, access_token: 'fresh', refresh_token: 'rotated' }));
    const before = Date.now();
    const refreshed = await refresh();
    expect(await seen[0]!.json()).toEqual({
      grant_type: 'refresh_token',
      refresh_token: TOKEN.refresh_token,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      scope: 'read write',
      expires_in: 3600,
    });
    expect(refreshed).toMatchObject({ accessToken: 'fresh', refreshToken: 'rotated', scopes: ['read', 'write'] });
    expectExpiresIn(refreshed.expiresAt, 3600, before);
  });

  it('answers a refused refresh token as an OAuthRefusal', async () => {
    answerToken(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'The refresh token is invalid.' }, { status: 400 }));
    await expect(refresh()).rejects.toBeInstanceOf(OAuthRefusal);
  });

  it('revokes by DELETE of the current token with it as the bearer, answered 204', async () => {
    const seen = answerAndRecord(server, 'delete', `${ORIGIN}/api/v2/oauth/tokens/current.json`, () => new HttpResponse(null, { status: 204 }));
    await zendesk.revoke!({ ...documentedCall(zendesk, SITE), accessToken: TOKEN.access_token, refreshToken: TOKEN.refresh_token, details: SITE });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN.access_token}`);
  });
});

describe('Zendesk\'s sandbox', () => {
  const SANDBOX_SITE = { subdomain: 'sandbox' };

  it('installs, refreshes and revokes through the provider\'s own requests, whatever the subdomain', async () => {
    const sandbox = oauthSandbox(zendesk, SANDBOX_SITE);
    const before = Date.now();
    const tokens = await zendesk.exchange({ ...sandbox.call, ...sandbox.exchange });
    expect(tokens).toMatchObject({ scopes: ['read', 'write'], accountId: 'sandbox.zendesk.com', accountLabel: 'sandbox.zendesk.com', details: SANDBOX_SITE });
    expectExpiresIn(tokens.expiresAt, 3600, before);
    expect(sandbox.issuer.read('access', tokens.accessToken)).toEqual(sandbox.grant);

    const refreshed = await zendesk.refresh!({ ...sandbox.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(sandbox.issuer.read('refresh', refreshed.refreshToken!)).toEqual(sandbox.grant);

    await zendesk.revoke!({ ...sandbox.call, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken, details: tokens.details });
    await expect(zendesk.revoke!({ ...sandbox.call, accessToken: tampered(refreshed.accessToken), refreshToken: null, details: tokens.details })).rejects.toThrow(
      'Zendesk answered HTTP 401: Couldn\'t authenticate you',
    );
  });

  it.each([
    ['a wrong verifier', { codeVerifier: VERIFIER.replace('d', 'D') }, 'the code_verifier does not match the code_challenge'],
    ['a tampered code', 'tampered', 'the authorization code is invalid or expired'],
    ['an expired code', 'expired', 'the authorization code is invalid or expired'],
  ] as const)('refuses %s as Zendesk does', async (_case, change, description) => {
    const sandbox = oauthSandbox(zendesk, SANDBOX_SITE);
    const code = change === 'tampered' ? tampered(sandbox.exchange.code) : change === 'expired' ? sandbox.issuer.mint('code', sandbox.grant, -1) : sandbox.exchange.code;
    const error = await rejectionOf(zendesk.exchange({ ...sandbox.call, ...sandbox.exchange, code, ...(typeof change === 'object' ? change : {}) }));
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Zendesk answered HTTP 400: invalid_grant: ${description}`);
  });

  it('refuses another client\'s secret with 401, and a lifetime Zendesk would not grant', async () => {
    const sandbox = oauthSandbox(zendesk, SANDBOX_SITE);
    const wrongClient = { ...sandbox.call, client: { ...sandbox.call.client, clientSecret: 'guess' } };
    await expect(zendesk.exchange({ ...wrongClient, ...sandbox.exchange })).rejects.toThrow('Zendesk answered HTTP 401: invalid_client: client authentication failed');

    const asked = await sandbox.call.fetch(sandbox.call.endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: sandbox.exchange.code, client_id: sandbox.call.client.clientId, client_secret: sandbox.call.client.clientSecret, redirect_uri: REDIRECT, code_verifier: VERIFIER, expires_in: 60 }),
    });
    expect(asked.status).toBe(400);
    expect(await asked.json()).toEqual({ error: 'invalid_request', error_description: 'expires_in must be between 300 and 172800' });
  });
});
