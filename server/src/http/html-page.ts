const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute value: every character markup could take is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The shell of the server's few HTML pages (the invite page, the sandbox checkout): `title` is
 * escaped here, `body` and `head` are markup the caller built with escapeHtml.
 */
export function htmlPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head ? `\n${head}` : ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
