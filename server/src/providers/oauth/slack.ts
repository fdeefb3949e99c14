import { z } from 'zod';
import { ProviderFailure } from '../failure.js';
import { OAuthRefusal, type OAuthCall, type OAuthProvider, type OAuthSandbox, type RefreshedTokens } from './contract.js';
import { bearerOf, callOAuth, expiresIn, sandboxTokenRequest, type SandboxRefusal } from './wire.js';

// Slack OAuth v2 (docs.slack.dev: "Installing with OAuth", oauth.v2.access, auth.revoke, "Using
// token rotation"): a bot token per workspace, which never expires unless the app turned token
// rotation on; then it lives 12 hours and each refresh answers a new refresh token.

/**
 * What chat.send posts with (chat:write, and .public for channels the bot has not joined), what
 * reading a channel's messages needs, and the events the app's chat agent answers (docs/chat.md,
 * Slack): mentions (app_mentions:read) and direct messages (im:history).
 */
const SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'channels:history', 'groups:history', 'app_mentions:read', 'im:history'] as const;

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

/**
 * oauth.v2.access's errors that are no refusal of the grant (wire.ts's rule): Slack's own trouble,
 * which retrying may cure, and the server's client, which the operator's settings mend, not a new install.
 */
const NOT_REFUSALS = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited', 'invalid_client_id', 'bad_client_secret', 'invalid_arguments', 'invalid_grant_type']);

const HINTS: Record<string, string> = {
  invalid_code: 'the authorization code is invalid, expired or its PKCE verifier does not match: install the app again',
  code_already_used: 'the authorization code was already exchanged: install the app again',
  invalid_refresh_token: 'the refresh token is invalid or was revoked: install the app again',
  bad_redirect_uri: 'the redirect URL differs from the one the authorization was given',
  invalid_client_id: 'check SLACK_CLIENT_ID on the server',
  bad_client_secret: 'check SLACK_CLIENT_SECRET on the server',
};

const describe = (error: string) => (HINTS[error] ? `${error} (${HINTS[error]})` : error);

/** Slack answers HTTP 200 with ok: false for its refusals. */
function tokenAnswer(answer: z.infer<typeof ZTokenAnswerSchema>, what: string) {
  if (answer.ok) return answer;
  const detail = `Slack refused the ${what}: ${describe(answer.error)}`;
  throw NOT_REFUSALS.has(answer.error) ? new ProviderFailure(detail) : new OAuthRefusal(detail);
}

function callTokenEndpoint(call: OAuthCall, fields: Record<string, string>) {
  return callOAuth(call, {
    provider: 'Slack',
    url: call.endpoints.token,
    method: 'POST',
    body: new URLSearchParams({ client_id: call.client.clientId, client_secret: call.client.clientSecret, ...fields }),
    schema: ZTokenAnswerSchema,
  });
}

const scopesOf = (scope: string) => scope.split(',').filter(Boolean);
const expiry = (seconds: number | undefined) => (seconds === undefined ? null : expiresIn(seconds));

async function refresh(input: OAuthCall & { refreshToken: string }): Promise<RefreshedTokens> {
  const answer = tokenAnswer(await callTokenEndpoint(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken }), 'refresh');
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null, expiresAt: expiry(answer.expires_in), scopes: scopesOf(answer.scope) };
}

// The sandbox: a workspace whose app has token rotation on, so that refresh is played too.
// Its access tokens look like Slack's rotating bot tokens (its refresh tokens, "xoxe-1-…" at Slack, carry no prefix).
const ACCESS_PREFIX = 'xoxe.xoxb-1-';
const ACCESS_SECONDS = 12 * 3600;
const REFRESH_SECONDS = 365 * 24 * 3600;
const SANDBOX_TEAM = { id: 'T0SANDBOX01', name: 'Sandbox workspace' };

const unprefixed = (token: string, prefix: string) => (token.startsWith(prefix) ? token.slice(prefix.length) : '');

/** The sandbox's refusal (wire.ts) as Slack words it. */
function slackError(refusal: SandboxRefusal): Response {
  const byGrant = /refresh token/.test(refusal.description) ? 'invalid_refresh_token' : /redirect_uri/.test(refusal.description) ? 'bad_redirect_uri' : 'invalid_code';
  const error = { invalid_request: 'invalid_arguments', invalid_client: 'invalid_client_id', unsupported_grant_type: 'invalid_grant_type', invalid_grant: byGrant }[refusal.error];
  return Response.json({ ok: false, error });
}

const sandbox: OAuthSandbox = {
  async token(request, issuer) {
    const checked = await sandboxTokenRequest(request, issuer, 'form');
    if ('error' in checked) return slackError(checked);
    return Response.json({
      ok: true,
      app_id: 'A0SANDBOXAPP',
      authed_user: { id: 'U0SANDBOXUSR' },
      scope: checked.grant.scopes.join(','),
      token_type: 'bot',
      access_token: ACCESS_PREFIX + issuer.mint('access', checked.grant, ACCESS_SECONDS),
      bot_user_id: 'U0SANDBOXBOT',
      refresh_token: issuer.mint('refresh', checked.grant, REFRESH_SECONDS),
      expires_in: ACCESS_SECONDS,
      team: SANDBOX_TEAM,
      enterprise: null,
      is_enterprise_install: false,
    });
  },
  async revoke(request, issuer) {
    const grant = issuer.read('access', unprefixed(bearerOf(request), ACCESS_PREFIX));
    return Response.json(grant ? { ok: true, revoked: true } : { ok: false, error: 'invalid_auth' });
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
      await callTokenEndpoint(input, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier }),
      'authorization code',
    );
    // An organization-wide install (Enterprise Grid) answers no team: the account is the enterprise.
    const account = answer.team ?? answer.enterprise;
    if (!account) throw new ProviderFailure('Slack answered the installation without its workspace (team)');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: expiry(answer.expires_in),
      scopes: scopesOf(answer.scope),
      accountId: account.id,
      accountLabel: account.name,
      details: { [answer.team ? 'team_id' : 'enterprise_id']: account.id },
    };
  },
  refresh,
  async revoke(input) {
    const answer = await callOAuth(input, {
      provider: 'Slack',
      url: input.endpoints.revoke!,
      method: 'POST',
      headers: { authorization: `Bearer ${input.accessToken}` },
      schema: ZRevokeAnswerSchema,
    });
    if (!answer.ok && !ALREADY_REVOKED.has(answer.error)) throw new ProviderFailure(`Slack did not revoke the token: ${describe(answer.error)}`);
  },
  sandbox,
};
