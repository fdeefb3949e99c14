import { Router, type Request } from 'express';
import type { Config } from '../config.js';
import { requireTokenBox } from '../domain/connected-apps/token-box.js';
import { APP_PROVIDERS, type AppProvider, type SandboxIssuer } from '../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../providers/oauth/index.js';
import { SANDBOX_OAUTH_PATH, sandboxIssuer, serveSandbox } from '../providers/oauth/sandbox.js';
import { callbackPath } from '../routers/connected-apps/callback.types.js';
import { escapeHtml, htmlPage } from './html-page.js';
import { publicBaseUrl } from './public-url.js';

/** How long a sandbox authorization code may wait for its exchange. */
const CODE_LIFETIME_SECONDS = 600;

const isProvider = (value: string): value is AppProvider => (APP_PROVIDERS as readonly string[]).includes(value);

function page(title: string, body: string): string {
  const notice = "<p><strong>Sandbox:</strong> this page plays the provider on this server; nothing reaches a real account.</p>";
  return htmlPage(`${title} · Proctor sandbox`, `${notice}\n${body}`);
}

interface AuthorizeRequest {
  clientId: string;
  redirectUri: URL;
  state: string;
  codeChallenge: string;
  scopes: string[];
}

/**
 * The authorization request as the provider would check it: the sandbox's client, a redirect to
 * this server's own callback for that provider (never elsewhere: the page is no open redirect),
 * a state, and a PKCE S256 challenge (where the provider checks one). A string saying what is wrong otherwise.
 */
function readAuthorize(req: Request, config: Config, provider: AppProvider, issuer: SandboxIssuer): AuthorizeRequest | string {
  const query = new URL(req.originalUrl, 'http://sandbox.invalid').searchParams;
  const clientId = query.get('client_id');
  const redirect = query.get('redirect_uri');
  const state = query.get('state');
  const codeChallenge = query.get('code_challenge');
  if (clientId !== issuer.client.clientId) return 'client_id is not this sandbox provider\'s client';
  let redirectUri: URL;
  try {
    redirectUri = new URL(redirect ?? '');
  } catch {
    return 'redirect_uri is missing or not a url';
  }
  if (redirectUri.origin !== new URL(publicBaseUrl(req, config)).origin || redirectUri.pathname !== callbackPath(provider)) {
    return "redirect_uri is not this server's callback for this provider";
  }
  if (!state) return 'state is missing';
  const scopes = (query.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
  // A provider that knows no PKCE (Stripe) sends none; its token endpoint checks none either.
  if (OAUTH_PROVIDERS[provider].pkce === false) return { clientId, redirectUri, state, codeChallenge: '', scopes };
  if (!codeChallenge || query.get('code_challenge_method') !== 'S256') return 'a PKCE code_challenge with code_challenge_method=S256 is required';
  return { clientId, redirectUri, state, codeChallenge, scopes };
}

/** The browser's way back to the callback with `params`. */
function back(redirectUri: URL, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The body of an express request (unread: no parser runs before this router), as a web Request for the provider's sandbox. */
async function webRequest(req: Request): Promise<globalThis.Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new globalThis.Request(new URL(req.originalUrl, 'http://sandbox.invalid'), { method: req.method, headers, body });
}

/**
 * The sandbox OAuth provider, mounted only where PROCTOR_SANDBOX_APPS is on (config.ts): one
 * consent page for every provider (the scopes asked and an Approve button, a plain form that
 * posts to its own url and goes back to the callback with a code), then each provider's token,
 * revoke and API endpoints in its own wire format (providers/oauth/*.ts, `sandbox`).
 */
export function sandboxOAuthRouter(config: Config): Router {
  const pages = Router();
  const issuerOf = (provider: AppProvider) => sandboxIssuer(requireTokenBox(config).key, provider);
  pages.use(SANDBOX_OAUTH_PATH, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  pages.get(`${SANDBOX_OAUTH_PATH}/:provider/authorize`, (req, res) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return void res.status(404).type('html').send(page('Not found', '<h1>No such provider</h1>'));
    const request = readAuthorize(req, config, provider, issuerOf(provider));
    const name = escapeHtml(OAUTH_PROVIDERS[provider].name);
    if (typeof request === 'string') return void res.status(400).type('html').send(page('Invalid request', `<h1>${name} refused the request</h1>\n<p>${escapeHtml(request)}</p>`));
    const scopes = request.scopes.length > 0 ? request.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('\n') : '<li>(the connector\'s own)</li>';
    const cancel = back(request.redirectUri, { error: 'access_denied', state: request.state });
    res.type('html').send(
      page(
        `Connect ${OAUTH_PROVIDERS[provider].name}`,
        `<h1>Allow Proctor to use your ${name} account?</h1>
<p>It asks for:</p>
<ul>
${scopes}
</ul>
<form method="post">
<button type="submit">Approve</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p>`,
      ),
    );
  });
  pages.post(`${SANDBOX_OAUTH_PATH}/:provider/authorize`, (req, res) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return void res.status(404).type('html').send(page('Not found', '<h1>No such provider</h1>'));
    const issuer = issuerOf(provider);
    const request = readAuthorize(req, config, provider, issuer);
    if (typeof request === 'string') return void res.status(400).type('html').send(page('Invalid request', `<p>${escapeHtml(request)}</p>`));
    const code = issuer.mint(
      'code',
      { provider, clientId: request.clientId, redirectUri: request.redirectUri.toString(), codeChallenge: request.codeChallenge, scopes: request.scopes, site: {} },
      CODE_LIFETIME_SECONDS,
    );
    res.redirect(303, back(request.redirectUri, { code, state: request.state }));
  });
  pages.all(`${SANDBOX_OAUTH_PATH}/:provider/*rest`, async (req, res, next) => {
    try {
      const { provider } = req.params;
      if (!isProvider(provider)) return void res.status(404).json({ error: 'not_found' });
      const rest = req.path.slice(`${SANDBOX_OAUTH_PATH}/${provider}`.length);
      const answer = await serveSandbox(OAUTH_PROVIDERS[provider], issuerOf(provider), rest, await webRequest(req));
      res.status(answer.status);
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });
  return pages;
}
