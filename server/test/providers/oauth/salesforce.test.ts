import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProviderFailure } from '../../../src/providers/failure.js';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { salesforceOAuth as salesforce } from '../../../src/providers/oauth/salesforce.js';
import { CHALLENGE, CLIENT, documentedCall, expectExpiresIn, formOf, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';

const LOGIN = 'https://login.salesforce.com';
const TOKEN_URL = `${LOGIN}/services/oauth2/token`;
const REDIRECT = redirectUriOf(salesforce);
const INSTANCE = 'https://acme.my.salesforce.com';

/** The answer to a code exchange, as Salesforce documents it. */
const TOKEN = {
  access_token: '00D5g000004ABCD!AQ8AQH1x.access',
  refresh_token: '5Aep861TSESvWeug_xvFHRBTTbf_YrTWgEyjBJvmpB7Jk.refresh',
  signature: 'SSSbLO/gBhmmyNUvN18ODBDFYHzakxOMgqYtu+hDPsc=',
  scope: 'refresh_token api',
  instance_url: INSTANCE,
  id: 'https://login.salesforce.com/id/00D5g000004ABCDEAA/0055g00000AbCdEAAV',
  token_type: 'Bearer',
  issued_at: '1732700000000',
};

const server = mockProviders();
const answerToken = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const exchange = (call = documentedCall(salesforce)) => salesforce.exchange({ ...call, code: 'aPrx-code', codeVerifier: VERIFIER, redirectUri: REDIRECT, site: {} });
const refresh = (call = documentedCall(salesforce)) => salesforce.refresh!({ ...call, refreshToken: TOKEN.refresh_token, details: { instance_url: INSTANCE, org_id: '00D5g000004ABCDEAA' } });

describe('Salesforce OAuth', () => {
  it('sends the person to the login url\'s authorize page with the code flow, PKCE S256 and the state', () => {
    const url = new URL(salesforce.authorizeUrl({ endpoints: documentedCall(salesforce).endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT, state: 'st_1', codeChallenge: CHALLENGE }));
    expect(`${url.origin}${url.pathname}`).toBe(`${LOGIN}/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope: 'api refresh_token',
      state: 'st_1',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
  });

  it('keeps every endpoint on the configured login url (a Salesforce sandbox org, a My Domain)', () => {
    expect(documentedCall(salesforce, {}, { SALESFORCE_LOGIN_URL: 'https://test.salesforce.com/' }).endpoints).toEqual({
      authorize: 'https://test.salesforce.com/services/oauth2/authorize',
      token: 'https://test.salesforce.com/services/oauth2/token',
      revoke: 'https://test.salesforce.com/services/oauth2/revoke',
      api: 'https://test.salesforce.com',
    });
  });

  it('exchanges the code in a form-encoded POST with the verifier, and keeps the org id and instance url', async () => {
    const seen = answerToken(() => HttpResponse.json(TOKEN));
    const before = Date.now();
    const tokens = await exchange();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(seen[0]!)).toEqual({
      grant_type: 'authorization_code',
      code: 'aPrx-code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
    });
    expect(tokens).toMatchObject({
      accessToken: TOKEN.access_token,
      refreshToken: TOKEN.refresh_token,
      scopes: ['refresh_token', 'api'],
      accountId: '00D5g000004ABCDEAA',
      accountLabel: 'acme.my.salesforce.com',
      details: { instance_url: INSTANCE, org_id: '00D5g000004ABCDEAA' },
    });
    // Salesforce tells no lifetime: the shortest session timeout an org can set.
    expectExpiresIn(tokens.expiresAt, 15 * 60, before);
  });

  it('fails an install whose connected app does not allow refresh tokens, saying which scope to add', async () => {
    const { refresh_token: _dropped, ...withoutRefresh } = TOKEN;
    answerToken(() => HttpResponse.json(withoutRefresh));
    const error = await rejectionOf(exchange());
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(/^Salesforce issued no refresh token: .*refresh_token, offline_access/);
  });

  it('fails an instance url that is not https, to which every API call would send the token in the clear', async () => {
    answerToken(() => HttpResponse.json({ ...TOKEN, instance_url: 'http://acme.my.salesforce.com' }));
    await expect(exchange()).rejects.toThrow(/^Salesforce answered in an unexpected shape \(instance_url: /);
  });

  it.each([
    { error: 'invalid_grant', error_description: 'expired authorization code' },
    { error: 'invalid_grant', error_description: 'invalid code verifier' },
    { error: 'inactive_user', error_description: 'user is inactive' },
  ])('answers Salesforce\'s refusal ($error_description) as an OAuthRefusal with its words', async (body) => {
    answerToken(() => HttpResponse.json(body, { status: 400 }));
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Salesforce answered HTTP 400: ${body.error}: ${body.error_description}`);
  });

  it.each([
    ['a refused client (the server\'s settings, which no new install mends)', () => HttpResponse.json({ error: 'invalid_client', error_description: 'invalid client credentials' }, { status: 400 }), 'Salesforce answered HTTP 400: invalid_client: invalid client credentials'],
    ['an outage', () => HttpResponse.text('Service Unavailable', { status: 503 }), 'Salesforce answered HTTP 503: Service Unavailable'],
    ['an error even with an OAuth code', () => HttpResponse.json({ error: 'invalid_grant' }, { status: 500 }), 'Salesforce answered HTTP 500: invalid_grant'],
    ['an unreachable host', () => HttpResponse.error(), /^Could not reach Salesforce: /],
  ])('answers %s as a ProviderFailure that is not a refusal', async (_case, respond, message) => {
    answerToken(respond);
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(message);
  });

  it('refreshes with the refresh token alone, keeping it, and takes a moved org\'s new instance url', async () => {
    const { refresh_token: _kept, ...answer } = TOKEN;
    const seen = answerToken(() => HttpResponse.json({ ...answer, access_token: 'fresh', instance_url: 'https://acme2.my.salesforce.com' }));
    const refreshed = await refresh();
    expect(await formOf(seen[0]!)).toEqual({ grant_type: 'refresh_token', refresh_token: TOKEN.refresh_token, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret });
    expect(refreshed).toMatchObject({ accessToken: 'fresh', refreshToken: null, scopes: ['refresh_token', 'api'], details: { instance_url: 'https://acme2.my.salesforce.com' } });

    answerToken(() => HttpResponse.json({ ...answer, access_token: 'fresher' }));
    expect((await refresh()).details).toBeUndefined();
  });

  it('answers a refused refresh token as an OAuthRefusal', async () => {
    answerToken(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'expired access/refresh token' }, { status: 400 }));
    const error = await rejectionOf(refresh());
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe('Salesforce answered HTTP 400: invalid_grant: expired access/refresh token');
  });

  it('revokes the refresh token (and with it its access tokens) in a form-encoded POST answered 200 without a body', async () => {
    const seen = answerAndRecord(server, 'post', `${LOGIN}/services/oauth2/revoke`, () => new HttpResponse(null, { status: 200 }));
    await salesforce.revoke!({ ...documentedCall(salesforce), accessToken: TOKEN.access_token, refreshToken: TOKEN.refresh_token, details: {} });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(seen[0]!)).toEqual({ token: TOKEN.refresh_token });
  });
});

describe('Salesforce\'s sandbox', () => {
  it('installs, refreshes and revokes through the provider\'s own requests', async () => {
    const sandbox = oauthSandbox(salesforce);
    const tokens = await salesforce.exchange({ ...sandbox.call, ...sandbox.exchange });
    expect(tokens).toMatchObject({
      refreshToken: expect.any(String),
      scopes: ['api', 'refresh_token'],
      accountId: '00D000000000SBXEAY',
      accountLabel: 'sandbox.my.salesforce.com',
      details: { instance_url: 'https://sandbox.my.salesforce.com', org_id: '00D000000000SBXEAY' },
    });
    expect(sandbox.issuer.read('access', tokens.accessToken)).toEqual(sandbox.grant);

    const refreshed = await salesforce.refresh!({ ...sandbox.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed).toMatchObject({ refreshToken: null, details: undefined });
    expect(sandbox.issuer.read('access', refreshed.accessToken)).toEqual(sandbox.grant);

    await salesforce.revoke!({ ...sandbox.call, accessToken: refreshed.accessToken, refreshToken: tokens.refreshToken, details: tokens.details });
    await expect(salesforce.revoke!({ ...sandbox.call, accessToken: 'forged', refreshToken: null, details: {} })).rejects.toThrow(
      'Salesforce answered HTTP 400: unsupported_token_type: this token type is not supported',
    );
  });

  it.each([
    ['a wrong verifier', { codeVerifier: VERIFIER.replace('d', 'D') }, 'the code_verifier does not match the code_challenge'],
    ['a tampered code', 'tampered', 'the authorization code is invalid or expired'],
    ['an expired code', 'expired', 'the authorization code is invalid or expired'],
    ['another redirect uri', { redirectUri: 'https://evil.test/callback' }, 'redirect_uri does not match the authorization request'],
  ] as const)('refuses %s as Salesforce does', async (_case, change, description) => {
    const sandbox = oauthSandbox(salesforce);
    const code = change === 'tampered' ? tampered(sandbox.exchange.code) : change === 'expired' ? sandbox.issuer.mint('code', sandbox.grant, -1) : sandbox.exchange.code;
    const input = { ...sandbox.call, ...sandbox.exchange, code, ...(typeof change === 'object' ? change : {}) };
    const error = await rejectionOf(salesforce.exchange(input));
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Salesforce answered HTTP 400: invalid_grant: ${description}`);
  });

  it('refuses another client\'s secret and a tampered refresh token', async () => {
    const sandbox = oauthSandbox(salesforce);
    const wrongClient = { ...sandbox.call, client: { ...sandbox.call.client, clientSecret: 'guess' } };
    const error = await rejectionOf(salesforce.exchange({ ...wrongClient, ...sandbox.exchange }));
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe('Salesforce answered HTTP 400: invalid_client: client authentication failed');

    const refreshToken = tampered(sandbox.issuer.mint('refresh', sandbox.grant, 60));
    await expect(salesforce.refresh!({ ...sandbox.call, refreshToken, details: {} })).rejects.toBeInstanceOf(OAuthRefusal);
  });
});
