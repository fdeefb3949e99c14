import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { API_PREFIX } from '../trpc/api-path.js';
import { escapeHtml, htmlPage } from './html-page.js';

/**
 * The console's policy: its own scripts, styles and API only. React writes style through the
 * CSSOM, which style-src does not govern; the build has no inline script.
 */
export const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Paths that are never a page of the app: the API, the reference, the server's own pages, and
 * the build's assets (a missing one is a 404, not the page, or a stale tab would run HTML as JS).
 */
const NOT_PAGES = new RegExp(`^(${API_PREFIX}|/docs|/invites|/sandbox|/assets)(/|$)`);

/**
 * A browser navigating to a page of the app: it names text/html in Accept, as browsers do for a
 * navigation. A bare `*\/*` (curl, fetch, a script) gets the JSON 404 of any unknown path.
 */
const wantsPage = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(req.path) && (req.headers.accept ?? '').includes('text/html');

function notBuilt(dir: string) {
  return htmlPage(
    'Proctor: console not built',
    `<h1>The console is not built</h1>
<p>This server found no console in <code>${escapeHtml(dir)}</code>. Build it with
<code>pnpm --filter @proctor/console build</code> (<code>pnpm start</code> does), or point
<code>PROCTOR_CONSOLE_DIR</code> at a build. The API works without it:
its reference is at <a href="/docs">/docs</a>.</p>`,
  );
}

/**
 * The web console (console/) at /: a single-page app on the public API. Its hashed files under
 * /assets/ never change, so browsers keep them a year; every page path answers index.html, which
 * is revalidated on each load so that a new build is picked up at once.
 */
export function consoleRouter(dir: string): Router {
  const router = Router();
  const index = path.join(dir, 'index.html');
  const sendIndex = (_req: Request, res: Response) => {
    res.set('Content-Security-Policy', CONSOLE_POLICY);
    if (!existsSync(index)) {
      res.status(503).type('html').set('Cache-Control', 'no-store').send(notBuilt(dir));
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  router.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        res.set('Cache-Control', 'no-cache');
        if (file.endsWith('.html')) res.set('Content-Security-Policy', CONSOLE_POLICY);
      },
    }),
  );
  router.use((req, res, next) => (wantsPage(req) ? sendIndex(req, res) : next()));
  return router;
}
