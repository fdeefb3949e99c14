import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { slackOAuth } from '../../../src/providers/oauth/slack.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { CLIENT, documentedCall, formOf, oauthSandbox, redirectUriOf, rejectionOf, tampered, VERIFIER } from '../../support/oauth.js';

const TOKEN_URL = 'https://slack.com/api/oauth.v2.access';
const REVOKE_URL = 'https://slack.com/api/auth.revoke';
const { endpoints } = documentedCall(slackOAuth);

/** oauth.v2.access's documented success for a bot install, without token rotation. */
const INSTALLED = {
  ok: true,
  access_token: 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy',
  token_type: 'bot',
  scope: 'chat:write,chat:write.public,channels:read,channels:history,groups:history',
  bot_user_id: 'U0KRQLJ9H',
  app_id: 'A0KRD7HC3',
  team: { name: 'Slack Softball Team', id: 'T9TK3CUKW' },
  enterprise: { name: 'slack-sports', id: 'E12345678' },
  authed_user: { id: 'U1234', scope: 'chat:write', access_token: 'xoxp-1234', token_type: 'user' },
};
/** The same with token rotation on: an expiring access token and a refresh token. */
const ROTATING = { ...INSTALLED, access_token: 'xoxe.xoxb-1-abc', refresh_token: 'xoxe-1-def', expires_in: 43200 };

const REDIRECT_URI = redirectUriOf(slackOAuth);
const server = mockProviders();

/** Expects `promise` to fail with a detail matching `detail`: an OAuthRefusal (a new install mends it) when `refused`, another ProviderFailure otherwise. */
async function expectFailure(promise: Promise<unknown>, refused: boolean, detail: RegExp) {
  const error = await rejectionOf(promise);
  expect(error.name).toBe(refused ? 'OAuthRefusal' : 'ProviderFailure');
  expect(error instanceof OAuthRefusal).toBe(refused);
  expect(error.message).toMatch(detail);
}

const tokenAnswers = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const exchange = () => slackOAuth.exchange({ ...documentedCall(slackOAuth), code: 'code-789', codeVerifier: VERIFIER, redirectUri: REDIRECT_URI, site: {} });
const refresh = (refreshToken = 'xoxe-1-def') => slackOAuth.refresh!({ ...documentedCall(slackOAuth), refreshToken, details: { team_id: 'T9TK3CUKW' } });

describe('Slack OAuth v2, live', () => {
  it('sends the person to Slack with the bot scopes (comma-separated), the redirect, the state and the PKCE S256 challenge', () => {
    const url = new URL(slackOAuth.authorizeUrl({ endpoints, clientId: CLIENT.clientId, redirectUri: REDIRECT_URI, state: 'st-1', codeChallenge: 'ch-1' }));
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      scope: 'chat:write,chat:write.public,channels:read,channels:history,groups:history,app_mentions:read,im:history',
      redirect_uri: REDIRECT_URI,
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code: a form-encoded POST with the client, the grant type, the code, the redirect and the verifier; the workspace is the account', async () => {
    const seen = tokenAnswers(() => HttpResponse.json(INSTALLED));
    expect(await exchange()).toEqual({
      accessToken: INSTALLED.access_token,
      refreshToken: null,
      expiresAt: null,
      scopes: ['chat:write', 'chat:write.public', 'channels:read', 'channels:history', 'groups:history'],
      accountId: 'T9TK3CUKW',
      accountLabel: 'Slack Softball Team',
      details: { team_id: 'T9TK3CUKW' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(seen[0]!)).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'authorization_code',
      code: 'code-789',
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
    });
  });

  it('takes the enterprise as the account of an organization-wide install, which names no team', async () => {
    tokenAnswers(() => HttpResponse.json({ ...INSTALLED, team: null, is_enterprise_install: true }));
    expect(await exchange()).toMatchObject({ accountId: 'E12345678', accountLabel: 'slack-sports', details: { enterprise_id: 'E12345678' } });
  });

  it('keeps the refresh token and the expiry when the app rotates its tokens', async () => {
    tokenAnswers(() => HttpResponse.json(ROTATING));
    const before = Date.now();
    const tokens = await exchange();
    expect(tokens).toMatchObject({ accessToken: 'xoxe.xoxb-1-abc', refreshToken: 'xoxe-1-def' });
    expect(tokens.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(43_200_000);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(43_200_000);
  });

  it.each([
    ['invalid_code', true, /^Slack refused the authorization code: invalid_code \(the authorization code is invalid, expired or its PKCE verifier does not match: install the app again\)$/],
    ['code_already_used', true, /code_already_used \(the authorization code was already exchanged/],
    ['bad_redirect_uri', true, /bad_redirect_uri \(the redirect URL differs/],
    ['oauth_authorization_url_mismatch', true, /: oauth_authorization_url_mismatch$/],
    // The server's client: its settings mend it, not a new install.
    ['invalid_client_id', false, /invalid_client_id \(check SLACK_CLIENT_ID on the server\)$/],
    ['bad_client_secret', false, /bad_client_secret \(check SLACK_CLIENT_SECRET on the server\)$/],
  ])('an HTTP 200 ok:false %s is a refusal of the grant: %s', async (error, refused, detail) => {
    tokenAnswers(() => HttpResponse.json({ ok: false, error }));
    await expectFailure(exchange(), refused, detail);
  });

  it('Slack failing (ok:false internal_error, HTTP 503, unreachable) is a failure worth retrying, not a refusal', async () => {
    tokenAnswers(() => HttpResponse.json({ ok: false, error: 'internal_error' }));
    await expectFailure(exchange(), false, /^Slack refused the authorization code: internal_error$/);
    tokenAnswers(() => new HttpResponse('upstream down', { status: 503 }));
    await expectFailure(exchange(), false, /^Slack answered HTTP 503: upstream down$/);
    tokenAnswers(() => HttpResponse.error());
    await expectFailure(exchange(), false, /^Could not reach Slack/);
  });

  it('refreshes with grant_type=refresh_token and takes the rotated refresh token', async () => {
    const seen = tokenAnswers(() => HttpResponse.json({ ...ROTATING, access_token: 'xoxe.xoxb-1-new', refresh_token: 'xoxe-1-new' }));
    expect(await refresh()).toMatchObject({ accessToken: 'xoxe.xoxb-1-new', refreshToken: 'xoxe-1-new', expiresAt: expect.any(Date) });
    expect(await formOf(seen[0]!)).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: 'xoxe-1-def',
    });
    tokenAnswers(() => HttpResponse.json({ ok: false, error: 'invalid_refresh_token' }));
    await expectFailure(refresh(), true, /^Slack refused the refresh: invalid_refresh_token \(the refresh token is invalid or was revoked: install the app again\)$/);
  });

  it('revokes with the token as Bearer on auth.revoke; a token that no longer works counts as revoked', async () => {
    const revoke = () => slackOAuth.revoke!({ ...documentedCall(slackOAuth), accessToken: 'xoxb-1', refreshToken: null, details: {} });
    const seen = answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: true, revoked: true }));
    await revoke();
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer xoxb-1');
    answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: false, error: 'token_revoked' }));
    await revoke();
    answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: false, error: 'ratelimited' }));
    await expectFailure(revoke(), false, /^Slack did not revoke the token: ratelimited$/);
  });
});

describe('Slack OAuth v2 through the sandbox', () => {
  const rig = oauthSandbox(slackOAuth);
  const install = (overrides: Partial<typeof rig.exchange> = {}) => slackOAuth.exchange({ ...rig.call, ...rig.exchange, ...overrides });

  it('installs a rotating bot token for the sandbox workspace, refreshes it (with a new refresh token) and revokes it', async () => {
    const tokens = await install();
    expect(tokens).toMatchObject({
      accessToken: expect.stringMatching(/^xoxe\.xoxb-1-/),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Date),
      scopes: [...slackOAuth.scopes],
      accountLabel: 'Sandbox workspace',
      details: { team_id: tokens.accountId },
    });
    const refreshed = await slackOAuth.refresh!({ ...rig.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed).toMatchObject({ accessToken: expect.stringMatching(/^xoxe\.xoxb-1-/), expiresAt: expect.any(Date) });
    expect(rig.issuer.read('refresh', refreshed.refreshToken!)).toEqual(rig.grant);
    await slackOAuth.revoke!({ ...rig.call, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken, details: tokens.details });
  });

  it('refuses a wrong verifier, a tampered, expired or misdirected code and a tampered refresh token as Slack does', async () => {
    await expectFailure(install({ codeVerifier: 'w'.repeat(43) }), true, /: invalid_code \(/);
    await expectFailure(install({ code: tampered(rig.exchange.code) }), true, /: invalid_code \(/);
    await expectFailure(install({ code: rig.issuer.mint('code', rig.grant, -1) }), true, /: invalid_code \(/);
    await expectFailure(install({ redirectUri: 'https://elsewhere.example/cb' }), true, /: bad_redirect_uri \(/);
    const { refreshToken } = await install();
    await expectFailure(slackOAuth.refresh!({ ...rig.call, refreshToken: tampered(refreshToken!), details: {} }), true, /: invalid_refresh_token \(/);
  });

  it("refuses another client as Slack does, naming the server's setting", async () => {
    const exchange = slackOAuth.exchange({ ...rig.call, ...rig.exchange, client: { ...rig.call.client, clientSecret: 'guess' } });
    await expectFailure(exchange, false, /: invalid_client_id \(check SLACK_CLIENT_ID/);
  });
});
