import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProviderFailure } from '../../../src/providers/failure.js';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { jiraOAuth as jira } from '../../../src/providers/oauth/jira.js';
import { CHALLENGE, CLIENT, documentedCall, expectExpiresIn, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';

const TOKEN_URL = 'https://auth.atlassian.com/oauth/token';
const RESOURCES_URL = 'https://api.atlassian.com/oauth/token/accessible-resources';
const REDIRECT = redirectUriOf(jira);

/** The answer to a code exchange, as Atlassian documents it. */
const TOKEN = {
  access_token: 'eyJraWQiOiJhdXRoLmF0bGFzc2lhbi5jb20.access',
  expires_in: 3600,
  scope: 'read:jira-work write:jira-work offline_access',
  refresh_token: 'eyJraWQiOiI1MWE2YjE2MjRlMTQ.refresh',
  token_type: 'Bearer',
};

const CONFLUENCE = { id: '0f1c2d3e-aaaa-4bbb-8ccc-111111111111', url: 'https://acme-wiki.atlassian.net', name: 'acme-wiki', scopes: ['read:confluence-content.all'], avatarUrl: 'https://acme-wiki.atlassian.net/a.png' };
const JIRA_SITE = { id: '1324a887-45db-1bf4-1e99-ef0ff456d421', url: 'https://acme.atlassian.net', name: 'acme', scopes: ['write:jira-work', 'read:jira-work'], avatarUrl: 'https://acme.atlassian.net/a.png' };

const server = mockProviders();
const answerToken = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const answerResources = (resources: unknown[]) => answerAndRecord(server, 'get', RESOURCES_URL, () => HttpResponse.json(resources));
const exchange = (call = documentedCall(jira)) => jira.exchange({ ...call, code: 'atl-code', codeVerifier: VERIFIER, redirectUri: REDIRECT, site: {} });
const refresh = (call = documentedCall(jira)) => jira.refresh!({ ...call, refreshToken: TOKEN.refresh_token, details: { cloud_id: JIRA_SITE.id, site_url: JIRA_SITE.url } });

describe('Jira OAuth (Atlassian 3LO)', () => {
  it('sends the person to Atlassian\'s consent screen for api.atlassian.com with the code flow, PKCE S256 and the state', () => {
    const url = new URL(jira.authorizeUrl({ endpoints: documentedCall(jira).endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT, state: 'st_1', codeChallenge: CHALLENGE }));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.atlassian.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      audience: 'api.atlassian.com',
      client_id: CLIENT.clientId,
      scope: 'read:jira-work write:jira-work offline_access',
      redirect_uri: REDIRECT,
      state: 'st_1',
      response_type: 'code',
      prompt: 'consent',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
    expect(documentedCall(jira).endpoints).toMatchObject({ token: TOKEN_URL, revoke: null, api: 'https://api.atlassian.com' });
  });

  it('exchanges the code in a JSON POST with the verifier, then takes the first site with Jira\'s scopes as the account', async () => {
    const tokenRequests = answerToken(() => HttpResponse.json(TOKEN));
    const resourceRequests = answerResources([CONFLUENCE, JIRA_SITE]);
    const before = Date.now();
    const tokens = await exchange();
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await tokenRequests[0]!.json()).toEqual({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      code: 'atl-code',
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
    });
    expect(resourceRequests).toHaveLength(1);
    expect(resourceRequests[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN.access_token}`);
    expect(tokens).toMatchObject({
      accessToken: TOKEN.access_token,
      refreshToken: TOKEN.refresh_token,
      scopes: ['read:jira-work', 'write:jira-work', 'offline_access'],
      accountId: JIRA_SITE.id,
      accountLabel: 'acme.atlassian.net',
      details: { cloud_id: JIRA_SITE.id, site_url: JIRA_SITE.url },
    });
    expectExpiresIn(tokens.expiresAt, 3600, before);
  });

  it('refuses an install whose person granted no Jira site', async () => {
    answerToken(() => HttpResponse.json(TOKEN));
    answerResources([CONFLUENCE]);
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(/^Jira: the app was granted no Jira site/);
  });

  it.each([
    [400, { error: 'invalid_grant', error_description: 'Invalid authorization code' }],
    [403, { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' }],
    [403, { error: 'unauthorized_client', error_description: 'refresh_token is invalid' }],
    [401, { error: 'access_denied', error_description: 'Unauthorized' }],
  ])('answers Atlassian\'s %i %o as an OAuthRefusal with its words', async (status, body) => {
    answerToken(() => HttpResponse.json(body, { status }));
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Jira answered HTTP ${status}: ${body.error}: ${body.error_description}`);
  });

  it.each([
    ['a refused client', () => HttpResponse.json({ error: 'invalid_client', error_description: 'Client is invalid' }, { status: 401 }), 'Jira answered HTTP 401: invalid_client: Client is invalid'],
    ['an outage', () => HttpResponse.text('upstream connect error', { status: 502 }), 'Jira answered HTTP 502: upstream connect error'],
    ['an unreachable host', () => HttpResponse.error(), /^Could not reach Jira: /],
  ])('answers %s as a ProviderFailure that is not a refusal', async (_case, respond, message) => {
    answerToken(respond);
    const error = await rejectionOf(exchange());
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(message);
  });

  it('answers accessible resources that fail as a ProviderFailure that is not a refusal', async () => {
    answerToken(() => HttpResponse.json(TOKEN));
    answerAndRecord(server, 'get', RESOURCES_URL, () => HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }));
    const error = await rejectionOf(exchange());
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toMatch(/^Jira answered HTTP 503: /);
  });

  it('refreshes for a new pair: Atlassian rotates refresh tokens', async () => {
    const seen = answerToken(() => HttpResponse.json({ ...TOKEN, access_token: 'fresh', refresh_token: 'rotated' }));
    const refreshed = await refresh();
    expect(await seen[0]!.json()).toEqual({ grant_type: 'refresh_token', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, refresh_token: TOKEN.refresh_token });
    expect(refreshed).toMatchObject({ accessToken: 'fresh', refreshToken: 'rotated' });
  });

  it('answers a rotated-out refresh token as an OAuthRefusal', async () => {
    answerToken(() => HttpResponse.json({ error: 'unauthorized_client', error_description: 'refresh_token is invalid' }, { status: 403 }));
    await expect(refresh()).rejects.toBeInstanceOf(OAuthRefusal);
  });

  it('has no revocation: Atlassian documents none for 3LO', () => {
    expect(jira.revoke).toBeNull();
    expect(jira.sandbox.revoke).toBeNull();
  });
});

describe('Jira\'s sandbox', () => {
  it('installs on its one site and refreshes through the provider\'s own requests, rotating the refresh token', async () => {
    const sandbox = oauthSandbox(jira);
    const tokens = await jira.exchange({ ...sandbox.call, ...sandbox.exchange });
    expect(tokens).toMatchObject({
      scopes: ['read:jira-work', 'write:jira-work', 'offline_access'],
      accountId: '5b10ac8d-82e2-4c0a-9d6c-3f4a2b1c0d9e',
      accountLabel: 'sandbox.atlassian.net',
      details: { cloud_id: '5b10ac8d-82e2-4c0a-9d6c-3f4a2b1c0d9e', site_url: 'https://sandbox.atlassian.net' },
    });
    const refreshed = await jira.refresh!({ ...sandbox.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect(sandbox.issuer.read('refresh', refreshed.refreshToken!)).toEqual(sandbox.grant);
  });

  it('answers accessible resources only to its own access tokens', async () => {
    const sandbox = oauthSandbox(jira);
    const forged = await sandbox.call.fetch(`${sandbox.call.endpoints.api}/oauth/token/accessible-resources`, { headers: { authorization: 'Bearer forged' } });
    expect([forged.status, await forged.json()]).toEqual([401, { code: 401, message: 'Unauthorized' }]);
  });

  it.each([
    ['a wrong verifier', { codeVerifier: VERIFIER.replace('d', 'D') }, 'the code_verifier does not match the code_challenge'],
    ['a tampered code', 'tampered', 'the authorization code is invalid or expired'],
    ['an expired code', 'expired', 'the authorization code is invalid or expired'],
  ] as const)('refuses %s as Atlassian does', async (_case, change, description) => {
    const sandbox = oauthSandbox(jira);
    const code = change === 'tampered' ? tampered(sandbox.exchange.code) : change === 'expired' ? sandbox.issuer.mint('code', sandbox.grant, -1) : sandbox.exchange.code;
    const error = await rejectionOf(jira.exchange({ ...sandbox.call, ...sandbox.exchange, code, ...(typeof change === 'object' ? change : {}) }));
    expect(error).toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe(`Jira answered HTTP 403: invalid_grant: ${description}`);
  });

  it('refuses a tampered refresh token and another client\'s secret', async () => {
    const sandbox = oauthSandbox(jira);
    const refreshToken = tampered(sandbox.issuer.mint('refresh', sandbox.grant, 60));
    await expect(jira.refresh!({ ...sandbox.call, refreshToken, details: {} })).rejects.toThrow('Jira answered HTTP 403: invalid_grant: the refresh token is invalid, expired or revoked');
    const wrongClient = { ...sandbox.call, client: { ...sandbox.call.client, clientSecret: 'guess' } };
    const error = await rejectionOf(jira.exchange({ ...wrongClient, ...sandbox.exchange }));
    expect(error).not.toBeInstanceOf(OAuthRefusal);
    expect(error.message).toBe('Jira answered HTTP 401: invalid_client: client authentication failed');
  });
});
