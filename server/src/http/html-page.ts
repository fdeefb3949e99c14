import { PAGE_STYLESHEET } from './page-style.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute value: every character markup could take is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The shell of the server's few HTML pages (the invite page, the sandbox checkout): `title` is
 * escaped here, `body` and `head` are markup the caller built with escapeHtml. `styled`: in the
 * console's look (page-style.ts), the body in a card under the brand's bar; the page's policy
 * must then allow style-src 'self'.
 */
export function htmlPage(title: string, body: string, { head = '', styled = false }: { head?: string; styled?: boolean } = {}): string {
  const links = [styled ? `<link rel="stylesheet" href="${PAGE_STYLESHEET}">` : '', head].filter(Boolean).join('\n');
  const main = styled
    ? `<header class="topbar"><a class="brand" href="/">Proctor</a></header>
<main>
<div class="card">
${body}
</div>
</main>`
    : `<main>
${body}
</main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${links ? `\n${links}` : ''}
</head>
<body>
${main}
</body>
</html>
`;
}
