/**
 * The document's `info.description`: what /docs opens with (Markdown, as Scalar and Redoc render
 * it). The commands are those of the root README's quickstart; the error envelope is
 * `ErrorEnvelopeSchema` (trpc/errors.ts), listed in full under the `Error` component.
 */
export const GETTING_STARTED = `The governance layer between AI agents and the providers they pay for: every paid action an agent takes is one **service request**, checked against its bindings, budgets and approval thresholds, then executed, metered and written to a hash-chained audit log.

## Getting started

**1. Start the server** (PostgreSQL is embedded unless \`DATABASE_URL\` is set):

\`\`\`sh
pnpm install && pnpm start        # http://127.0.0.1:8787, this reference at /docs
\`\`\`

**2. Get keys.** In another terminal, \`proctor init\` signs you up and prints your base URL, a personal access token (for people and scripts), and an agent with its test key:

\`\`\`sh
eval "$(pnpm proctor init --email you@example.com)"
# export PROCTOR_BASE_URL=… PROCTOR_TOKEN=… PROCTOR_AGENT_KEY=… PROCTOR_AGENT_ID=…
\`\`\`

**3. Dispatch with the test key.** A test key (\`agent_key_test_…\`) runs every operation in its sandbox: free, deterministic, no provider called. The operation must be enabled for the agent (a binding, \`POST /v1/agents/{id}/services\`); every dispatch carries an \`Idempotency-Key\`, so a retry never runs it twice:

\`\`\`sh
curl -s -X POST "$PROCTOR_BASE_URL/api/v1/service-requests" \\
  -H "Authorization: Bearer $PROCTOR_AGENT_KEY" \\
  -H "Idempotency-Key: $(node -p 'crypto.randomUUID()')" \\
  -H 'Content-Type: application/json' \\
  -d '{"operation": "web_search.search", "payload": {"query": "spending controls for AI agents"}}'
\`\`\`

The answer is the service request: \`executed\` with its \`result\`, \`blocked\` or \`failed\` with \`result.detail\` and a \`reason_code\`, \`approval_required\` with an \`approval_id\`, or (202) \`running\`. Every operation, its payload and its price: \`GET /v1/agent-docs\`.

**4. Poll** a request that is \`running\` or waits for approval until it is final, or stream its progress:

\`\`\`sh
curl -s "$PROCTOR_BASE_URL/api/v1/service-requests/sr_…" -H "Authorization: Bearer $PROCTOR_AGENT_KEY"
curl -sN "$PROCTOR_BASE_URL/api/v1/service-requests/sr_…/events" -H "Authorization: Bearer $PROCTOR_AGENT_KEY"
\`\`\`

**5. Errors** have one shape, whatever the status:

\`\`\`json
{ "error": { "code": "invalid_request", "message": "payload.query: Too small: expected string to have >=1 characters", "request_id": "req_…" } }
\`\`\`

\`code\` is one of \`ErrorCode\` (each with its meaning); \`request_id\` is also the \`X-Request-Id\` header, to quote when asking about a request. A 429 or 503 says when to retry in \`Retry-After\`.

**6. Workspaces.** A personal token acts in the workspace it was minted in (its \`workspace_id\`), a browser session in the one it signed in to; \`POST /v1/workspaces/switch\` moves only the credential that calls it. To act in another workspace of your organization for one request, send the header \`Proctor-Workspace: wsp_…\` with a personal token or a session: a workspace of another organization, or none, is 404; an agent key acts in its agent's workspace and is refused the header (400).

The official SDKs (TypeScript \`@proctor/sdk\`, Python \`proctor\`) are generated from this document, which is served at \`/api/v1/openapi.json\`.`;
