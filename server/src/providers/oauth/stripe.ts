import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { OAuthCall, OAuthProvider, OAuthSandbox, SandboxIssuer } from './contract.js';
import { callOAuth, scopesOf } from './wire.js';

// Stripe Connect OAuth for Standard accounts (docs.stripe.com: "Using OAuth with Standard
// accounts", "OAuth reference"): the organization connects its own Stripe account to the platform.
// The token answer is the account's own secret key (access_token), which does not expire, and its
// id (stripe_user_id); deauthorizing the account is the revocation. Stripe's token endpoint
// authenticates the platform with its secret key (HTTP basic, the key as user name) and knows no
// PKCE: the state and the confidential secret key protect the code instead.

const NAME = 'Stripe';

/** What payments.* need: creating Prices and Payment Links and refunding. read_only could do none of it. */
const SCOPES = ['read_write'] as const;

const ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,64}$/;

const ZTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  scope: z.string().default(''),
  livemode: z.boolean(),
  stripe_user_id: z.string().regex(ACCOUNT_ID, 'not a Stripe account id (acct_…)'),
  stripe_publishable_key: z.string().optional(),
  refresh_token: z.string().optional(),
});

/** "Basic <key>:" : how Stripe authenticates the platform (the secret key as the user name, no password). */
const platformAuthorization = (secretKey: string) => `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

/** "acct_1Nv0… (test mode)": an account connected in test mode moves no real money, and people should see which it is. */
const labelOf = (accountId: string, livemode: boolean) => (livemode ? accountId : `${accountId} (test mode)`);

// The sandbox: one connected account in test mode, whatever the grant.
const SANDBOX_ACCOUNT = 'acct_1SandboxProctor0';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const oauthError = (error: string, description: string, status = 400) => Response.json({ error, error_description: description }, { status });

/** The platform's secret key a sandbox request is authenticated with (basic, the key as user name), when it is the sandbox client's. */
function authenticated(request: Request, issuer: SandboxIssuer): boolean {
  const basic = /^Basic (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!basic) return false;
  const key = Buffer.from(basic, 'base64').toString('utf8').replace(/:$/, '');
  return sameSecret(key, issuer.client.clientSecret);
}

async function formOf(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await request.text())) : null;
}

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    if (!authenticated(request, issuer)) return oauthError('invalid_client', 'No such API key, or the key is not a platform secret key', 401);
    const fields = await formOf(request);
    if (!fields) return oauthError('invalid_request', 'the body must be form-encoded');
    if (fields.grant_type !== 'authorization_code') return oauthError('unsupported_grant_type', 'grant_type must be authorization_code');
    const grant = issuer.read('code', fields.code ?? '');
    if (!grant || grant.clientId !== issuer.client.clientId) return oauthError('invalid_grant', `Authorization code does not exist: ${fields.code ?? ''}`);
    return Response.json({
      access_token: `sk_test_${issuer.mint('access', grant, 365 * 24 * 3600)}`,
      livemode: false,
      refresh_token: `rt_${issuer.mint('refresh', grant, 365 * 24 * 3600)}`,
      token_type: 'bearer',
      stripe_publishable_key: 'pk_test_sandbox',
      stripe_user_id: SANDBOX_ACCOUNT,
      scope: grant.scopes.join(' '),
    });
  },
  async revoke(request, issuer) {
    if (!authenticated(request, issuer)) return oauthError('invalid_client', 'No such API key, or the key is not a platform secret key', 401);
    const fields = (await formOf(request)) ?? {};
    if (fields.client_id !== issuer.client.clientId) return oauthError('invalid_client', `No such application: '${fields.client_id ?? ''}'`);
    if (fields.stripe_user_id !== SANDBOX_ACCOUNT) return oauthError('invalid_client', 'This application is not connected to stripe account');
    return Response.json({ stripe_user_id: SANDBOX_ACCOUNT });
  },
  api: null,
};

/** A call to connect.stripe.com, authenticated with the platform's secret key (the OAuth client's secret). */
const callConnect = <T>(call: OAuthCall, url: string, fields: Record<string, string>, schema: z.ZodType<T>) =>
  callOAuth(call, { provider: NAME, url, headers: { authorization: platformAuthorization(call.client.clientSecret) }, body: new URLSearchParams(fields), schema });

export const stripeOAuth: OAuthProvider = {
  provider: 'stripe',
  name: NAME,
  family: 'payments',
  settings: ['STRIPE_CONNECT_CLIENT_ID', 'STRIPE_CONNECT_SECRET_KEY'],
  scopes: SCOPES,
  pkce: false,
  site: null,
  endpoints: () => ({
    authorize: 'https://connect.stripe.com/oauth/authorize',
    token: 'https://connect.stripe.com/oauth/token',
    revoke: 'https://connect.stripe.com/oauth/deauthorize',
    // An install calls nothing beside the token endpoint.
    api: 'https://connect.stripe.com',
  }),
  authorizeUrl({ endpoints, clientId, redirectUri, state }) {
    const url = new URL(endpoints.authorize);
    // Stripe knows no PKCE: the challenge is not sent (the install's state still binds the callback to its start).
    url.search = new URLSearchParams({ response_type: 'code', client_id: clientId, scope: SCOPES.join(' '), redirect_uri: redirectUri, state }).toString();
    return url.toString();
  },
  async exchange(input) {
    const answer = await callConnect(input, input.endpoints.token, { grant_type: 'authorization_code', code: input.code }, ZTokenSchema);
    return {
      accessToken: answer.access_token,
      // Stripe's refresh token only mints further tokens of the same account, and the access token never expires: nothing to refresh.
      refreshToken: null,
      expiresAt: null,
      scopes: scopesOf(answer.scope),
      accountId: answer.stripe_user_id,
      accountLabel: labelOf(answer.stripe_user_id, answer.livemode),
      details: { stripe_user_id: answer.stripe_user_id, livemode: String(answer.livemode) },
    };
  },
  refresh: null,
  async revoke(input) {
    const accountId = input.details.stripe_user_id ?? '';
    await callConnect(
      input,
      input.endpoints.revoke!,
      { client_id: input.client.clientId, stripe_user_id: accountId },
      z.object({ stripe_user_id: z.string() }),
    );
  },
  sandbox,
};
