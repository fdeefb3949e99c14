import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { call, signup } from '../support/identity.js';
import { invite } from '../routers/orgs/fixtures.js';
import type { SessionResponse } from '../../src/routers/auth/session.types.js';
import { PAGE_STYLESHEET } from '../../src/http/page-style.js';

const app = useTestApp();

/** Debian's chromium, as test/http/docs-page.test.ts uses it; PROCTOR_CHROMIUM names another. */
const CHROMIUM = process.env.PROCTOR_CHROMIUM ?? '/usr/bin/chromium';

const GENERIC = 'This invite link is not valid';

describe('GET /invites/{token}', () => {
  it('renders the invite with everything escaped, a form for the accept API, and the page policy', async () => {
    const owner = await signup(app, { org_name: '<script>alert("x")</script> & Co' });
    const made = await invite(app, owner, { email: 'grace@example.com' });
    const response = await app.request(`/invites/${made.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('grace@example.com');
    expect(html).toContain(`data-accept="/api/v1/invites/${made.token}/accept"`);
    expect(html).toContain('type="password"');
    // Its one script comes from this server, never inline.
    expect([...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([' src="/invites/assets/accept.js" defer']);
    const script = await app.request('/invites/assets/accept.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('fetch(form.dataset.accept');
    // Its look is one stylesheet from this server, the console's, which the policy allows; no inline style.
    expect(policy).toContain("style-src 'self'");
    expect([...html.matchAll(/<link([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([` rel="stylesheet" href="${PAGE_STYLESHEET}"`]);
    expect(html).not.toMatch(/<style|style="/);
    const style = await app.request(PAGE_STYLESHEET);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await style.text()).toContain('--accent: #1f4fbf');
  });

  it('answers a generic page (404), never an error or a stack trace, for an unknown, used or expired token', async () => {
    const owner = await signup(app);
    const used = await invite(app, owner);
    expect((await call(app, 'POST', `/api/v1/invites/${used.token}/accept`, { body: { password: 'a long enough password' } })).status).toBe(200);
    const expired = await invite(app, owner);
    await app.db.prisma.invite.update({ where: { id: expired.invite.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const token of ['nothing', used.token, expired.token, '%3Cscript%3E', 'x'.repeat(5000)]) {
      const response = await app.request(`/invites/${token}`);
      expect(response.status, token.slice(0, 20)).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(GENERIC);
      expect(html).not.toMatch(/Error|at .*\.ts|<script>/);
    }
  });

  it('offers a signed-in user of the invited address to join with their account, without a password', async () => {
    const owner = await signup(app);
    const user = await signup(app);
    const made = await invite(app, owner, { email: user.email });
    const html = await (await app.request(`/invites/${made.token}`, { headers: { cookie: user.cookie } })).text();
    expect(html).toContain(`You are signed in as ${user.email}: accepting adds this account`);
    expect(html).toContain('id="accept"');
    expect(html).not.toContain('type="password"');
  });

  it('tells a user signed in with another email to sign out first, and offers no form', async () => {
    const owner = await signup(app);
    const user = await signup(app);
    const made = await invite(app, owner);
    const html = await (await app.request(`/invites/${made.token}`, { headers: { cookie: user.cookie } })).text();
    expect(html).toContain(`You are signed in as ${user.email}, but this invite is for ${made.invite.email}: sign out`);
    expect(html).not.toContain('id="accept"');
  });

  it(
    'works in a browser: the form creates the account, signs in, and the policy blocks nothing',
    async () => {
      if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: run sh scripts/ensure-chromium.sh (pnpm test does)`);
      const owner = await signup(app, { org_name: 'Analytical Engines' });
      const made = await invite(app, owner, { email: 'browser@example.com' });
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
      try {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(made.accept_url);
        await page.getByLabel('Your name').fill('Ada in a browser');
        await page.getByLabel('Choose a password').fill('a long enough password');
        await page.getByRole('button', { name: 'Create my account and join' }).click();
        await expect(
          page.getByText('Welcome to Analytical Engines: you are signed in as browser@example.com.').waitFor({ timeout: 10_000 }),
        ).resolves.toBeUndefined();
        expect(problems).toEqual([]);
        const [cookie] = await page.context().cookies();
        const session = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: `${cookie!.name}=${cookie!.value}` } });
        expect(session.body).toMatchObject({ user: { email: 'browser@example.com', name: 'Ada in a browser' }, organization: { name: 'Analytical Engines' } });
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
