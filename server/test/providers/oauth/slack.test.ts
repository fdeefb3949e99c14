import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { slackOAuth } from '../../../src/providers/oauth/slack.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { expectFailureNotRefusal, expectRefusal, liveCall, REDIRECT_URI, sandboxRig, tampered, VERIFIER } from '../../support/oauth.js';

const TOKEN_URL = 'https://slack.com/api/oauth.v2.access';
const REVOKE_URL = 'https://slack.com/api/auth.revoke';
const endpoints = slackOAuth.endpoints({}, loadConfig({}));

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

const server = mockProviders();
const tokenAnswers = (respond: () => Response) => answerAndRecord(server, 'post', TOKEN_URL, respond);
const exchange = () => slackOAuth.exchange({ ...liveCall(endpoints), code: 'code-789', codeVerifier: VERIFIER, redirectUri: REDIRECT_URI, site: {} });
const refresh = (refreshToken = 'xoxe-1-def') => slackOAuth.refresh!({ ...liveCall(endpoints), refreshToken, details: { team_id: 'T9TK3CUKW' } });

describe('Slack OAuth v2, live', () => {
  it('sends the person to Slack with the bot scopes (comma-separated), the redirect, the state and the PKCE S256 challenge', () => {
    const url = new URL(slackOAuth.authorizeUrl({ endpoints, clientId: 'client-123', redirectUri: REDIRECT_URI, state: 'st-1', codeChallenge: 'ch-1' }));
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      scope: 'chat:write,chat:write.public,channels:read,channels:history,groups:history',
      redirect_uri: REDIRECT_URI,
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code: a form-encoded POST with the client, the code, the redirect and the verifier; the workspace is the account', async () => {
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
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual({
      client_id: 'client-123',
      client_secret: 'secret-456',
      code: 'code-789',
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
    });
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
    ['invalid_code', /^Slack refused the authorization code: invalid_code \(the authorization code is invalid or expired: install the app again\)$/],
    ['code_already_used', /code_already_used \(the authorization code was already exchanged/],
    ['bad_redirect_uri', /bad_redirect_uri \(the redirect URL differs/],
    ['invalid_client_id', /invalid_client_id \(check SLACK_CLIENT_ID on the server\)/],
    ['bad_client_secret', /bad_client_secret \(check SLACK_CLIENT_SECRET on the server\)/],
    ['oauth_authorization_url_mismatch', /: oauth_authorization_url_mismatch$/],
  ])('an HTTP 200 ok:false %s is a refusal', async (error, detail) => {
    tokenAnswers(() => HttpResponse.json({ ok: false, error }));
    await expectRefusal(exchange(), detail);
  });

  it('Slack failing (ok:false internal_error, HTTP 503, unreachable) is a failure worth retrying, not a refusal', async () => {
    tokenAnswers(() => HttpResponse.json({ ok: false, error: 'internal_error' }));
    await expectFailureNotRefusal(exchange(), /^Slack refused the authorization code: internal_error$/);
    tokenAnswers(() => new HttpResponse('upstream down', { status: 503 }));
    await expectFailureNotRefusal(exchange(), /^Slack answered HTTP 503: upstream down$/);
    tokenAnswers(() => HttpResponse.error());
    await expectFailureNotRefusal(exchange(), /^Could not reach Slack/);
  });

  it('refreshes with grant_type=refresh_token and takes the rotated refresh token', async () => {
    const seen = tokenAnswers(() => HttpResponse.json({ ...ROTATING, access_token: 'xoxe.xoxb-1-new', refresh_token: 'xoxe-1-new' }));
    expect(await refresh()).toMatchObject({ accessToken: 'xoxe.xoxb-1-new', refreshToken: 'xoxe-1-new', expiresAt: expect.any(Date) });
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual({
      client_id: 'client-123',
      client_secret: 'secret-456',
      grant_type: 'refresh_token',
      refresh_token: 'xoxe-1-def',
    });
    tokenAnswers(() => HttpResponse.json({ ok: false, error: 'invalid_refresh_token' }));
    await expectRefusal(refresh(), /^Slack refused the refresh: invalid_refresh_token \(the refresh token is invalid or was revoked: install the app again\)$/);
  });

  it('revokes with the token as Bearer on auth.revoke; a token that no longer works counts as revoked', async () => {
    const revoke = () => slackOAuth.revoke!({ ...liveCall(endpoints), accessToken: 'xoxb-1', refreshToken: null, details: {} });
    const seen = answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: true, revoked: true }));
    await revoke();
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer xoxb-1');
    answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: false, error: 'token_revoked' }));
    await revoke();
    answerAndRecord(server, 'post', REVOKE_URL, () => HttpResponse.json({ ok: false, error: 'ratelimited' }));
    await expectFailureNotRefusal(revoke(), /^Slack did not revoke the token: ratelimited$/);
  });
});

describe('Slack OAuth v2 through the sandbox', () => {
  it('installs a rotating bot token for the sandbox workspace, refreshes it into a new pair and revokes it', async () => {
    const rig = sandboxRig(slackOAuth);
    const tokens = await rig.exchange();
    expect(tokens).toMatchObject({
      accessToken: expect.stringMatching(/^xoxe\.xoxb-1-/),
      refreshToken: expect.stringMatching(/^xoxe-1-/),
      scopes: [...slackOAuth.scopes],
      accountLabel: 'Sandbox workspace',
      details: { team_id: tokens.accountId },
    });
    rig.clock.now += 1000;
    const refreshed = await slackOAuth.refresh!({ ...rig.call, refreshToken: tokens.refreshToken!, details: tokens.details });
    expect(refreshed.refreshToken).toMatch(/^xoxe-1-/);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    await slackOAuth.revoke!({ ...rig.call, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken, details: tokens.details });
  });

  it('refuses a wrong verifier, a tampered or expired code, another redirect and a tampered refresh token as Slack does', async () => {
    const rig = sandboxRig(slackOAuth);
    await expectRefusal(rig.exchange({ codeVerifier: 'w'.repeat(43) }), /invalid_code_verifier/);
    await expectRefusal(rig.exchange({ code: tampered(rig.code()) }), /: invalid_code \(/);
    await expectRefusal(rig.exchange({ redirectUri: 'https://elsewhere.example/cb' }), /bad_redirect_uri/);
    const code = rig.code(600);
    rig.clock.now += 601_000;
    await expectRefusal(rig.exchange({ code }), /: invalid_code \(/);
    await expectRefusal(slackOAuth.refresh!({ ...rig.call, refreshToken: tampered((await rig.exchange()).refreshToken!), details: {} }), /invalid_refresh_token/);
    await expectRefusal(slackOAuth.exchange({ ...rig.call, client: { ...rig.call.client, clientSecret: 'guess' }, code: rig.code(), codeVerifier: VERIFIER, redirectUri: REDIRECT_URI, site: {} }), /bad_client_secret/);
  });
});
