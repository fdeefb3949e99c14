import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OAuthRefusal } from '../../../src/providers/oauth/contract.js';
import { stripeOAuth } from '../../../src/providers/oauth/stripe.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { CLIENT, documentedCall, formOf, oauthSandbox, redirectUriOf, rejectionOf, tampered } from '../../support/oauth.js';

const { endpoints } = documentedCall(stripeOAuth);
const TOKEN_URL = 'https://connect.stripe.com/oauth/token';
const DEAUTHORIZE_URL = 'https://connect.stripe.com/oauth/deauthorize';
/** The platform's secret key as Stripe's basic auth takes it: the user name, no password. */
const PLATFORM_AUTH = `Basic ${Buffer.from(`${CLIENT.clientSecret}:`).toString('base64')}`;

/** /oauth/token's documented answer (docs.stripe.com, "Using OAuth with Standard accounts"). */
const ISSUED = {
  access_token: 'sk_live_51AcmeOwnAccountKey',
  livemode: true,
  refresh_token: 'rt_H8dkYcEbDnL0MpvT3Ma7xCpEgWqJ',
  token_type: 'bearer',
  stripe_publishable_key: 'pk_live_51AcmePublishable',
  stripe_user_id: 'acct_1Nv0FGQ9RKHgCVdK',
  scope: 'read_write',
};

const REDIRECT_URI = redirectUriOf(stripeOAuth);
const server = mockProviders();

async function expectFailure(promise: Promise<unknown>, refused: boolean, detail: RegExp) {
  const error = await rejectionOf(promise);
  expect(error instanceof OAuthRefusal).toBe(refused);
  expect(error.message).toMatch(detail);
}

const exchange = () => stripeOAuth.exchange({ ...documentedCall(stripeOAuth), code: 'ac_123456789', codeVerifier: 'unused', redirectUri: REDIRECT_URI, site: {} });

describe('Stripe Connect OAuth, live', () => {
  it('sends the person to Stripe for read_write with the redirect and the state, and no PKCE, which Stripe does not know', () => {
    const url = new URL(stripeOAuth.authorizeUrl({ endpoints, clientId: 'ca_32D88BD1qLklliziD7gYQvctJIhWBSQ7', redirectUri: REDIRECT_URI, state: 'st-1', codeChallenge: 'ch-1' }));
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ca_32D88BD1qLklliziD7gYQvctJIhWBSQ7',
      scope: 'read_write',
      redirect_uri: REDIRECT_URI,
      state: 'st-1',
    });
  });

  it("exchanges the code form-encoded with the platform's secret key as basic auth, keeping the account's own key and id", async () => {
    const seen = answerAndRecord(server, 'post', TOKEN_URL, () => HttpResponse.json(ISSUED));
    expect(await exchange()).toEqual({
      accessToken: ISSUED.access_token,
      refreshToken: null,
      expiresAt: null,
      scopes: ['read_write'],
      accountId: 'acct_1Nv0FGQ9RKHgCVdK',
      accountLabel: 'acct_1Nv0FGQ9RKHgCVdK',
      details: { stripe_user_id: 'acct_1Nv0FGQ9RKHgCVdK', livemode: 'true' },
    });
    expect(seen[0]!.headers.get('authorization')).toBe(PLATFORM_AUTH);
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(seen[0]!)).toEqual({ grant_type: 'authorization_code', code: 'ac_123456789' });
  });

  it('labels an account connected in test mode as such', async () => {
    answerAndRecord(server, 'post', TOKEN_URL, () => HttpResponse.json({ ...ISSUED, livemode: false }));
    expect(await exchange()).toMatchObject({ accountLabel: 'acct_1Nv0FGQ9RKHgCVdK (test mode)', details: { livemode: 'false' } });
  });

  it('an invalid_grant refuses the grant; invalid_client (the platform key) and Stripe down are failures, not refusals', async () => {
    answerAndRecord(server, 'post', TOKEN_URL, () => HttpResponse.json({ error: 'invalid_grant', error_description: 'Authorization code does not exist: ac_123456789' }, { status: 400 }));
    await expectFailure(exchange(), true, /^Stripe answered HTTP 400: invalid_grant: Authorization code does not exist: ac_123456789$/);
    answerAndRecord(server, 'post', TOKEN_URL, () => HttpResponse.json({ error: 'invalid_client', error_description: 'No such API key' }, { status: 401 }));
    await expectFailure(exchange(), false, /^Stripe answered HTTP 401: invalid_client: No such API key$/);
    answerAndRecord(server, 'post', TOKEN_URL, () => new HttpResponse('upstream', { status: 502 }));
    await expectFailure(exchange(), false, /^Stripe answered HTTP 502: upstream$/);
  });

  it('refuses an answer without a Stripe account id', async () => {
    answerAndRecord(server, 'post', TOKEN_URL, () => HttpResponse.json({ ...ISSUED, stripe_user_id: 'https://evil.example' }));
    await expectFailure(exchange(), false, /unexpected shape \(stripe_user_id: not a Stripe account id/);
  });

  it('revokes by deauthorizing the account: client_id and stripe_user_id, with the platform key', async () => {
    const seen = answerAndRecord(server, 'post', DEAUTHORIZE_URL, () => HttpResponse.json({ stripe_user_id: 'acct_1Nv0FGQ9RKHgCVdK' }));
    await stripeOAuth.revoke!({ ...documentedCall(stripeOAuth), accessToken: ISSUED.access_token, refreshToken: null, details: { stripe_user_id: 'acct_1Nv0FGQ9RKHgCVdK' } });
    expect(seen[0]!.headers.get('authorization')).toBe(PLATFORM_AUTH);
    expect(await formOf(seen[0]!)).toEqual({ client_id: CLIENT.clientId, stripe_user_id: 'acct_1Nv0FGQ9RKHgCVdK' });
  });
});

describe('Stripe Connect OAuth through the sandbox', () => {
  const rig = oauthSandbox(stripeOAuth);
  const install = (overrides: Partial<typeof rig.exchange> = {}) => stripeOAuth.exchange({ ...rig.call, ...rig.exchange, ...overrides });

  it('installs the sandbox account in test mode and deauthorizes it', async () => {
    const tokens = await install();
    expect(tokens).toMatchObject({ accessToken: expect.stringMatching(/^sk_test_/), refreshToken: null, expiresAt: null, scopes: ['read_write'] });
    expect(tokens.accountLabel).toBe(`${tokens.accountId} (test mode)`);
    await stripeOAuth.revoke!({ ...rig.call, accessToken: tokens.accessToken, refreshToken: null, details: tokens.details });
    await expectFailure(
      stripeOAuth.revoke!({ ...rig.call, accessToken: tokens.accessToken, refreshToken: null, details: { stripe_user_id: 'acct_other' } }),
      false,
      /invalid_client: This application is not connected/,
    );
  });

  it('refuses a tampered or expired code as invalid_grant and another platform key as invalid_client', async () => {
    await expectFailure(install({ code: tampered(rig.exchange.code) }), true, /HTTP 400: invalid_grant: Authorization code does not exist/);
    await expectFailure(install({ code: rig.issuer.mint('code', rig.grant, -1) }), true, /invalid_grant/);
    await expectFailure(stripeOAuth.exchange({ ...rig.call, ...rig.exchange, client: { ...rig.call.client, clientSecret: 'sk_other' } }), false, /HTTP 401: invalid_client/);
  });
});
