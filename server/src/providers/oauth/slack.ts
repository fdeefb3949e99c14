import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import { callProvider } from '../http.js';
import { expiresAt, formFields } from './call.js';
import { OAuthRefusal, type OAuthCall, type OAuthProvider, type OAuthSandbox, type RefreshedTokens, type SandboxGrant, type SandboxIssuer } from './contract.js';

// Slack OAuth v2 (docs.slack.dev: "Installing with OAuth", oauth.v2.access, auth.revoke, "Using
// token rotation"): a bot token per workspace, which never expires unless the app turned token
// rotation on; then it lives 12 hours and each refresh answers a new refresh token.

/** What chat.send posts with (chat:write, and .public for channels the bot has not joined) and what reading a channel's messages needs. */
const SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'channels:history', 'groups:history'] as const;

const ZSlackErrorSchema = z.object({ ok: z.literal(false), error: z.string() });

const ZTokenAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    access_token: z.string().min(1),
    scope: z.string(),
    /** Null on an organization-wide install (Enterprise Grid), which names the enterprise instead. */
    team: z.object({ id: z.string(), name: z.string() }).nullish(),
    enterprise: z.object({ id: z.string(), name: z.string() }).nullish(),
    /** Only with token rotation. */
    refresh_token: z.string().min(1).optional(),
    expires_in: z.number().int().positive().optional(),
  }),
  ZSlackErrorSchema,
]);

const ZRevokeAnswerSchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), revoked: z.boolean() }), ZSlackErrorSchema]);

/** oauth.v2.access's errors that are no refusal: Slack failed, retrying may help. */
const TRANSIENT = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited']);

const HINTS: Record<string, string> = {
  invalid_code: 'the authorization code is invalid or expired: install the app again',
  code_already_used: 'the authorization code was already exchanged: install the app again',
  invalid_refresh_token: 'the refresh token is invalid or was revoked: install the app again',
  bad_redirect_uri: 'the redirect URL differs from the one the authorization was given',
  invalid_code_verifier: 'the PKCE code verifier does not match the authorization',
  invalid_client_id: 'check SLACK_CLIENT_ID on the server',
  bad_client_secret: 'check SLACK_CLIENT_SECRET on the server',
};

const describe = (error: string) => (HINTS[error] ? `${error} (${HINTS[error]})` : error);

/** Slack answers HTTP 200 with ok: false for its refusals; these errors are the grant's or the client's, never worth retrying. */
function tokenAnswer(answer: z.infer<typeof ZTokenAnswerSchema>, what: string) {
  if (answer.ok) return answer;
  const detail = `Slack refused the ${what}: ${describe(answer.error)}`;
  throw TRANSIENT.has(answer.error) ? new ProviderFailure(detail) : new OAuthRefusal(detail);
}

/** Slack's error body, should it answer one with an HTTP error. */
const errorMessage = (body: unknown) => ZSlackErrorSchema.safeParse(body).data?.error;

function callTokenEndpoint(call: OAuthCall, fields: Record<string, string>) {
  return callProvider({
    provider: 'Slack',
    url: call.endpoints.token,
    method: 'POST',
    body: new URLSearchParams({ client_id: call.client.clientId, client_secret: call.client.clientSecret, ...fields }),
    fetch: call.fetch,
    signal: call.signal,
    schema: ZTokenAnswerSchema,
    errorMessage,
  });
}

async function refresh(input: OAuthCall & { refreshToken: string }): Promise<RefreshedTokens> {
  const answer = tokenAnswer(await callTokenEndpoint(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken }), 'refresh');
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: expiresAt(answer.expires_in),
    scopes: answer.scope.split(',').filter(Boolean),
  };
}

// The sandbox: a workspace whose app has token rotation on, so that refresh is played too.
const ACCESS_PREFIX = 'xoxe.xoxb-1-';
const REFRESH_PREFIX = 'xoxe-1-';
const ACCESS_SECONDS = 12 * 3600;
const REFRESH_SECONDS = 365 * 24 * 3600;
const SANDBOX_TEAM = { id: 'T0SANDBOX01', name: 'Sandbox workspace' };

const unprefixed = (token: string | undefined, prefix: string) => (token?.startsWith(prefix) ? token.slice(prefix.length) : '');
const slackError = (error: string) => Response.json({ ok: false, error });

function sandboxTokens(grant: SandboxGrant, issuer: SandboxIssuer): Response {
  return Response.json({
    ok: true,
    app_id: 'A0SANDBOXAPP',
    authed_user: { id: 'U0SANDBOXUSR' },
    scope: grant.scopes.join(','),
    token_type: 'bot',
    access_token: ACCESS_PREFIX + issuer.mint('access', grant, ACCESS_SECONDS),
    bot_user_id: 'U0SANDBOXBOT',
    refresh_token: REFRESH_PREFIX + issuer.mint('refresh', grant, REFRESH_SECONDS),
    expires_in: ACCESS_SECONDS,
    team: SANDBOX_TEAM,
    enterprise: null,
    is_enterprise_install: false,
  });
}

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const form = await formFields(request);
    if (form.client_id !== issuer.client.clientId) return slackError('invalid_client_id');
    if (form.client_secret !== issuer.client.clientSecret) return slackError('bad_client_secret');
    if (form.grant_type === 'refresh_token') {
      const grant = issuer.read('refresh', unprefixed(form.refresh_token, REFRESH_PREFIX));
      return grant ? sandboxTokens(grant, issuer) : slackError('invalid_refresh_token');
    }
    const grant = issuer.read('code', form.code ?? '');
    if (!grant || grant.clientId !== form.client_id) return slackError('invalid_code');
    if (form.redirect_uri !== grant.redirectUri) return slackError('bad_redirect_uri');
    if (!form.code_verifier || !issuer.verifies(form.code_verifier, grant.codeChallenge)) return slackError('invalid_code_verifier');
    return sandboxTokens(grant, issuer);
  },
  async revoke(request, issuer) {
    const token = unprefixed(request.headers.get('authorization')?.replace(/^Bearer /, ''), ACCESS_PREFIX);
    return issuer.read('access', token) ? Response.json({ ok: true, revoked: true }) : slackError('invalid_auth');
  },
  api: null,
};

/** auth.revoke's answers for a token that no longer works: revoked already, as far as Proctor is concerned. */
const ALREADY_REVOKED = new Set(['invalid_auth', 'token_revoked', 'account_inactive']);

export const slackOAuth: OAuthProvider = {
  provider: 'slack',
  name: 'Slack',
  family: 'team_chat',
  settings: ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'],
  scopes: SCOPES,
  site: null,
  endpoints: () => ({
    authorize: 'https://slack.com/oauth/v2/authorize',
    token: 'https://slack.com/api/oauth.v2.access',
    revoke: 'https://slack.com/api/auth.revoke',
    api: 'https://slack.com/api',
  }),
  authorizeUrl({ endpoints, clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: clientId,
      scope: SCOPES.join(','),
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },
  async exchange(input) {
    const answer = tokenAnswer(
      await callTokenEndpoint(input, { code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier }),
      'authorization code',
    );
    const account = answer.team ?? answer.enterprise;
    if (!account) throw new ProviderFailure('Slack answered the installation without its workspace (team)');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: expiresAt(answer.expires_in),
      scopes: answer.scope.split(',').filter(Boolean),
      accountId: account.id,
      accountLabel: account.name,
      details: { team_id: account.id },
    };
  },
  refresh,
  async revoke(input) {
    const answer = await callProvider({
      provider: 'Slack',
      url: input.endpoints.revoke!,
      method: 'POST',
      headers: { authorization: `Bearer ${input.accessToken}` },
      fetch: input.fetch,
      signal: input.signal,
      schema: ZRevokeAnswerSchema,
      errorMessage,
    });
    if (!answer.ok && !ALREADY_REVOKED.has(answer.error)) throw new ProviderFailure(`Slack did not revoke the token: ${describe(answer.error)}`);
  },
  sandbox,
};
