import { readFileSync } from 'node:fs';
import { Router } from 'express';

/** Where the server's own pages (the invite page, the sandbox checkout) load their one stylesheet. */
export const PAGE_STYLESHEET = '/server-pages/page.css';

/**
 * The console's own theme (its colours and fonts, one file both read), reached alike from
 * src/http/ and from dist/http/.
 */
const THEME_CSS = readFileSync(new URL('../../../console/src/theme.css', import.meta.url), 'utf8');

/**
 * The layout of the few pages the server renders itself, which a teammate or a payer sees before
 * the console, in the console's look (its card, fields and buttons): a card under the brand's bar,
 * one column, usable at a phone's 390 px. A linked file, since the pages' policy allows no inline
 * style.
 */
const PAGE_CSS = `* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; }
code { overflow-wrap: anywhere; }
.topbar { display: flex; align-items: center; gap: 12px; padding: 10px 20px; background: var(--ink); color: #fff; }
.topbar .brand { font-weight: 700; font-size: 1.1rem; color: #fff; text-decoration: none; }
main { flex: 1; display: grid; place-items: start center; padding: 40px 16px; }
.card { width: min(440px, 100%); background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); padding: 24px; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; margin: 0 0 12px; }
p { margin: 0 0 12px; }
.sandbox { border: 1px solid var(--line); border-left: 4px solid #f79009; border-radius: var(--radius); padding: 8px 12px; color: var(--muted); }
label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
input { font: inherit; font-weight: 400; padding: 7px 10px; border: 1px solid #9aa5b8; border-radius: 6px; background: #fff; color: var(--ink); width: 100%; }
form { margin: 0 0 12px; }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 9px 14px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-ink); width: 100%; }
button:disabled { opacity: 0.6; cursor: not-allowed; }
.hint, #result:empty { color: var(--muted); }
#result:empty { display: none; }
#result { margin: 12px 0 0; }
`;

/** Serves the stylesheet of the server's pages. */
export function pageStyleRouter(): Router {
  const router = Router();
  router.get(PAGE_STYLESHEET, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').send(THEME_CSS + PAGE_CSS);
  });
  return router;
}
