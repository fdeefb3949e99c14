import { Router, type Request } from 'express';
import type { Config } from '../config.js';
import { callerFromSession } from '../domain/auth/caller.js';
import { DomainError } from '../domain/errors.js';
import { findPendingInvite } from '../domain/invites/invite.js';
import { acceptInviteMeta } from '../routers/invites/accept.types.js';
import { apiPath } from '../trpc/api-path.js';
import type { AppDeps } from '../trpc/context.js';
import { escapeHtml, htmlPage } from './html-page.js';
import { publicBaseUrl } from './public-url.js';
import { readSessionCookie } from './session-cookie.js';

const PAGE = '/invites';
const SCRIPT = `${PAGE}/assets/accept.js`;

/** Where an invite is accepted in a browser: this server's page for the token (publicBaseUrl). */
export function acceptUrl(req: Request, config: Config, token: string): string {
  return `${publicBaseUrl(req, config)}${PAGE}/${encodeURIComponent(token)}`;
}

/**
 * The page runs one script and one stylesheet, from this server ('self'), and calls the API on
 * this origin; it loads nothing else and cannot be framed. Its form is sent by the script: the page submits nowhere.
 */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return htmlPage(title, body, { head: `<script src="${SCRIPT}" defer></script>`, styled: true });
}

const INVALID = page(
  'Invite not valid · Proctor',
  `<h1>This invite link is not valid</h1>
<p>It may have been used already, revoked or expired. Ask whoever invited you for a new one.</p>`,
);

/**
 * Sends the invite form's fields to the accept API as JSON and shows the outcome; every text it
 * shows goes in as text, never as markup.
 */
const ACCEPT_SCRIPT = `'use strict';
(() => {
  const form = document.getElementById('accept');
  const result = document.getElementById('result');
  if (!form || !result) return;
  const button = form.querySelector('button');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = {};
    for (const [key, value] of new FormData(form)) if (value !== '') body[key] = value;
    button.disabled = true;
    result.textContent = 'Accepting…';
    try {
      const response = await fetch(form.dataset.accept, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      const answer = await response.json().catch(() => null);
      if (response.ok && answer) {
        form.hidden = true;
        result.textContent = 'Welcome to ' + answer.organization.name + ': you are signed in as ' + answer.user.email + '. ';
        const open = document.createElement('a');
        open.href = '/';
        open.textContent = 'Open the console';
        result.append(open);
        return;
      }
      result.textContent = (answer && answer.error && answer.error.message) || 'The invite could not be accepted (' + response.status + ').';
    } catch {
      result.textContent = 'The server could not be reached; try again.';
    }
    button.disabled = false;
  });
})();
`;

/** The email of the user signed in by the request's session cookie, if any. */
async function signedInEmail(deps: AppDeps, req: Request): Promise<string | undefined> {
  const secret = readSessionCookie(req);
  if (secret === undefined) return undefined;
  try {
    const caller = await callerFromSession(deps.db.prisma, secret);
    if (caller.kind !== 'session') return undefined;
    return (await deps.db.prisma.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { email: true } })).email;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'unauthorized') return undefined;
    throw error;
  }
}

function invitePage(
  invite: { email: string; role: string; organizationName: string },
  token: string,
  acceptPath: string,
  signedInAs: string | undefined,
): string {
  const org = escapeHtml(invite.organizationName);
  // Only the account of the invited address may accept (domain/invites/accept.ts).
  const form =
    signedInAs === invite.email
      ? `<p>You are signed in as ${escapeHtml(signedInAs)}: accepting adds this account to ${org}.</p>
<form id="accept" method="post" data-accept="${escapeHtml(acceptPath)}">
<button type="submit">Accept the invite</button>
</form>`
      : signedInAs !== undefined
        ? `<p>You are signed in as ${escapeHtml(signedInAs)}, but this invite is for ${escapeHtml(invite.email)}: sign out, then open this link again to join as ${escapeHtml(invite.email)}.</p>`
        : `<form id="accept" method="post" data-accept="${escapeHtml(acceptPath)}">
<p><label>Your name (optional) <input name="name" autocomplete="name" maxlength="100"></label></p>
<p><label>Choose a password <input type="password" name="password" required minlength="8" maxlength="256" autocomplete="new-password" aria-describedby="password-hint"></label></p>
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Create my account and join</button>
</form>
<p>Already have an account? <a href="/login?next=${encodeURIComponent(`${PAGE}/${encodeURIComponent(token)}`)}">Log in first</a>, and you come back here to join with it.</p>`;
  return page(
    `Join ${invite.organizationName} · Proctor`,
    `<h1>Join ${org}</h1>
<p>${escapeHtml(invite.email)} is invited to join ${org} on Proctor as ${escapeHtml(invite.role)}.</p>
${form}
<p id="result" role="status"></p>`,
  );
}

/**
 * The browser side of an invite's accept_url (GET /invites/{token}): a page with the form that
 * posts to POST /api/v1/invites/{token}/accept, and its script. An unknown, used, revoked or
 * expired token gets one generic page (404) that does not say which. The pages name a pending
 * invite, so no cache keeps them.
 */
export function invitePageRouter(deps: AppDeps): Router {
  const pages = Router();
  pages.get(SCRIPT, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(ACCEPT_SCRIPT);
  });
  pages.get(`${PAGE}/:token`, async (req, res) => {
    const token = req.params.token;
    res.set({ 'Content-Security-Policy': PAGE_POLICY, 'Cache-Control': 'no-store' }).type('html');
    const invite = await findPendingInvite(deps.db.prisma, token);
    if (!invite) {
      res.status(404).send(INVALID);
      return;
    }
    const acceptPath = apiPath(acceptInviteMeta).replace('{token}', encodeURIComponent(token));
    res.send(invitePage(invite, token, acceptPath, await signedInEmail(deps, req)));
  });
  return pages;
}
