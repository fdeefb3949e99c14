import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root README, whose first steps are run by its test (server/test/docs/). */
const README_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

const REGION = /<!-- reference: getting-started -->\n([\s\S]*?)<!-- \/reference: getting-started -->/g;

/**
 * The README's first steps, as /docs shows them: its parts between `<!-- reference:
 * getting-started -->` and `<!-- /reference: getting-started -->`, read from the README itself, so
 * that the text the README's test runs is the one text there is. Its HTML comments (the test's
 * markers) are dropped, and a link into the repository becomes its text and path, which the
 * reference cannot link to.
 */
export function readmeGettingStarted(readme = readFileSync(README_FILE, 'utf8')): string {
  const parts = [...readme.matchAll(REGION)].map(([, part]) => part!);
  if (parts.length === 0) throw new Error(`${README_FILE} marks no <!-- reference: getting-started --> part`);
  return parts
    .join('\n')
    .replace(/^<!--.*-->\n/gm, '')
    .replace(/\[([^\]]+)\]\((?!https?:)([^)#]+)(#[^)]*)?\)/g, '$1 (`$2`)')
    .trim();
}

/**
 * The document's `info.description`: what /docs opens with (Markdown, as Scalar and Redoc render
 * it). Getting started is the README's (readmeGettingStarted); then what a first request leads to,
 * and the conventions of every endpoint. The error envelope is `ErrorEnvelopeSchema`
 * (trpc/errors.ts), listed in full under the `Error` component.
 */
export const GETTING_STARTED = `The governance layer between AI agents and the providers they pay for: every paid action an agent takes is one **service request**, checked against its bindings, budgets and approval thresholds, then executed, metered and written to a hash-chained audit log.

## Getting started

${readmeGettingStarted()}

## After the first request

**Poll** a request that is \`running\` or waits for approval until it is final, or stream its progress:

\`\`\`sh
curl -s "$PROCTOR_BASE_URL/api/v1/service-requests/sr_…" -H "Authorization: Bearer $PROCTOR_AGENT_KEY"
curl -sN "$PROCTOR_BASE_URL/api/v1/service-requests/sr_…/events" -H "Authorization: Bearer $PROCTOR_AGENT_KEY"
\`\`\`

**Errors** have one shape, whatever the status:

\`\`\`json
{ "error": { "code": "invalid_request", "message": "payload.query: Too small: expected string to have >=1 characters", "request_id": "req_…" } }
\`\`\`

\`code\` is one of \`ErrorCode\` (each with its meaning); \`request_id\` is also the \`X-Request-Id\` header, to quote when asking about a request. A 429 or 503 says when to retry in \`Retry-After\`.

**Workspaces.** A personal token acts in the workspace it was minted in (its \`workspace_id\`), a browser session in the one it signed in to; \`POST /api/v1/workspaces/switch\` moves only the credential that calls it. To act in another workspace of your organization for one request, send the header \`Proctor-Workspace: wsp_…\` with a personal token or a session: a workspace of another organization, or none, is 404; an agent key acts in its agent's workspace and is refused the header (400).

## Conventions

- **Paths.** Every endpoint is under \`/api/v1/\`. Liveness is \`GET /api/v1/health\`, which never touches the database; readiness is \`GET /api/v1/ready\`. This document is \`GET /api/v1/openapi.json\` and this reference \`/docs\`, served by the server itself (it works offline). Prometheus metrics are \`GET /metrics\` (outside \`/api\`): with \`PROCTOR_METRICS_TOKEN\` set it needs \`Authorization: Bearer <that token>\` (else 401), unset it answers only connections from the server's own machine (else 403). Any other path that is not a server page answers the web console to a browser (\`Accept: text/html\`) and a JSON 404 to anything else. None of these but \`/metrics\` need a credential.
- **Ids** are a prefix, \`_\`, then a lowercase ULID (\`req_01jx…\`): time-sortable.
- **Requests.** Bodies are read only for POST, PATCH and PUT and must be JSON objects, UTF-8, uncompressed, at most \`PROCTOR_MAX_BODY_BYTES\` (1 MiB by default; 413 past it, 415 for another content type, encoding or charset) and nested at most 64 levels (400). Bodies are strict: an unknown field is 400, so a typo never passes silently. Where every field of a body is optional, the body may be left out and reads as \`{}\`. Query parameters take their first value when repeated and are coerced to their declared type; path parameters are percent-decoded. U+0000 and lone UTF-16 surrogates anywhere in a request (path, query, body keys and values) are 400 naming the field; a provider's answer holding them is served with U+FFFD in their place.
- **Lists** take \`limit\` (1 to 100, default 50) and \`cursor\`, and answer \`{"data": […], "next_cursor": string | null}\`, oldest first; lists that take \`order=desc\` read newest first, and \`next_cursor\` continues in the order asked for. A cursor must be a \`next_cursor\` of the same list: anything else is 400 with \`details[0].path\` \`cursor\`.
- **Errors.** Every non-2xx answer, on every path, is the one \`Error\` envelope with \`Content-Type: application/json\`, never an HTML page or a stack trace; \`details\` lists \`{path, message, code}\` per invalid field. \`code\` is one of \`ErrorCode\`, and the set is open: accept codes you do not know. An unexpected error is 500 \`internal_error\` with a generic message, its cause logged under the request id. A request Node cannot parse is 400, headers over 16 KiB 431, both with \`Connection: close\`; a path that exists with other methods is 405 with \`Allow\`.
- **Request ids.** Every answer carries \`X-Request-Id\`, also in the error body. Yours is kept when it is 1 to 128 characters of \`A–Z a–z 0–9 . _ : -\`; otherwise the server makes one (\`req_…\`).
- **Rate limits.** Each credential (personal token, agent key, session) has its own counter: \`PROCTOR_RATE_LIMIT_REQUESTS\` (600) per \`PROCTOR_RATE_LIMIT_WINDOW_SECONDS\` (60), a fixed window from the credential's first request, shared by every instance on the database. Its answers carry \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; past it, 429 \`rate_limited\` with \`Retry-After\`. Signup and login are counted per client address instead (an IPv6 address by its /64), signup also server-wide, without \`RateLimit-*\` headers; other public endpoints are not limited.
- **CSRF.** Beyond \`SameSite=Lax\`, a change made with the session cookie must carry an \`Origin\` (or \`Referer\`) that is this server's own (\`PROCTOR_PUBLIC_URL\`'s when set) or one of \`PROCTOR_ALLOWED_ORIGINS\`, else 403; \`Origin: null\` is refused whatever the \`Referer\`. Signup, login and logout refuse a foreign \`Origin\` and accept none. Bearer credentials are not subject to it.
- **Outages.** An endpoint that needs the database answers 503 \`service_unavailable\` with \`Retry-After: 5\` while it is down or restarting (\`/api/v1/ready\` when it does not answer within 2 s); \`/api/v1/health\` and \`/api/v1/agent-docs\` never need it.
- **Headers.** Every answer carries \`X-Content-Type-Options: nosniff\`, \`Referrer-Policy: no-referrer\`, \`X-Frame-Options: DENY\` and, from the API, \`Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\` (the reference and the console send their own); every \`/api\` answer but this document carries \`Cache-Control: no-store\`.

The official SDKs (TypeScript \`@proctor/sdk\`, Python \`proctor\`) are generated from this document, which is served at \`/api/v1/openapi.json\`.`;
