import { z } from 'zod';
import { PUBLIC_STATUSES, STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { apiPath } from '../../trpc/api-path.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DELEGATED_TASK_ID_PREFIX } from '../../domain/agents/delegated-tasks.js';
import { idPattern } from '../../domain/ids.js';
import { SERVER_KEY_PREFIX_LIST, SERVER_KEY_PREFIXES } from '../../domain/dispatch/server-keys.js';
import { getServiceRequestMeta } from './get.types.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../domain/bounded.js';

export const ZCreateServiceRequestRequestSchema = z.strictObject({
  operation: z.string().min(1).max(100).meta({ description: '"<service>.<operation>", or the bare operation with service' }),
  service: z.string().min(1).max(100).optional(),
  payload: ZJsonObjectSchema.meta({ description: 'Operation-specific; see GET /api/v1/agent-docs' }),
});

export type CreateServiceRequestRequest = z.infer<typeof ZCreateServiceRequestRequestSchema>;

/** The Idempotency-Key header: the rule dispatch checks it against, and its schema in the document. */
export const ZIdempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/)
  .meta({
    description: `Unique per logical request (UUID v4 recommended); kept for good. 1 to 255 visible ASCII characters, not starting ${SERVER_KEY_PREFIX_LIST} (reserved for the server's own dispatches as the agent: ${Object.values(SERVER_KEY_PREFIXES).join(', ')}; a 400)`,
  });

/** The X-Delegated-Task header: the id of a task delegated to the calling agent. */
export const ZDelegatedTaskHeaderSchema = ZIdSchema
  .regex(idPattern(DELEGATED_TASK_ID_PREFIX))
  .meta({
    description:
      "A delegated task of the calling agent (tsk_…): the request is made for it and counts against its budget_cents and operations (blocked task_budget_exceeded, policy_violation; task_closed once it is over). A task not delegated to this agent is 404 and leaves no request; a malformed id is 400",
  });

export const createServiceRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/service-requests',
    tags: ['Dispatch'],
    summary: 'Dispatch a paid action through the governed pipeline',
    description:
      `Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider, debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors: their \`reason_code\` is one of \`ReasonCode\` (each with its meaning), and \`result\` is \`{detail}\`, the same words whether the request was refused here or at its approval. A budget's refusal words its detail as one sentence to act on: the limit, what is used of it (\`refusal.limit.used\`), what the request adds, when it resets, then the reason's advice; e.g. "The binding's daily limit of 50 requests is reached (50 used; this request adds 1); it resets at 2026-11-30T00:00:00Z. Retry after 00:00 UTC, …".

- **Idempotency.** The key is scoped to the agent and the key's mode: a test key's request never answers a live key's. The same key with the same operation and payload (compared as RFC 8785 canonical JSON, so key order does not matter) answers that request's current state again, without a second execution or charge; while the first is still being executed, 202 \`running\` with its id: poll GET /api/v1/service-requests/{id} rather than retrying under a new key and paying twice. Another body under the same key is 409 \`idempotency_conflict\`.
- **Bad input.** An unknown operation, a body that is not \`{operation, service?, payload}\`, or a payload that fails its operation's schema is 400 \`invalid_request\`, not an outcome: \`details[].path\` names each bad field from the body (\`payload.to\`, \`payload.messages.0.role\`), nothing is recorded, and the Idempotency-Key stays free for the corrected request.
- **Test mode** meets the approval gate and every cap at the live price, and is refused when the wallet's balance would not cover it, so that it shows live's outcomes; it never holds or debits the wallet.
- **Budgets** count per UTC day or month, only for the limits that are set: a limit set mid-month counts from then.
- **Stopped agents.** A deleted agent's request is \`failed\` \`agent_disabled\`. Once pausing, disabling or deleting an agent has answered, no request of it, nor of the agents it spawned, is admitted.
- **Results** are kept as PostgreSQL \`jsonb\`, and every read, the first answer included, serves the stored value: object keys come in \`jsonb\` order (shorter keys first), the same every time.
- **Unsettled requests.** \`running\` requests are polled every few seconds, or reported by their provider (POST /api/v1/webhooks/reconcile/{provider}). A request admitted but never settled (its process died) is failed \`adapter_error\` with detail \`interrupted\` by a sweeper, its hold released.`,
    requestHeaders: z.object({
      'idempotency-key': ZIdempotencyKeySchema,
      'x-delegated-task': ZDelegatedTaskHeaderSchema.optional(),
    }),
    errorResponses: {
      404: 'The X-Delegated-Task header names no task delegated to this agent',
      409: 'The Idempotency-Key belongs to a different request (`idempotency_conflict`)',
    },
  },
  auth: { credentials: ['agent'] },
  // The one list of what each status answers with (the route sets it from there too).
  otherSuccesses: { [STATUS_DOCS.running.httpStatus]: `running: ${STATUS_DOCS.running.meaning} (GET ${apiPath(getServiceRequestMeta)})` },
  // createAndWait / create_and_wait: dispatch, then poll this resource's retrieve to an outcome.
  sdk: { waitable: { until: PUBLIC_STATUSES.filter((status) => STATUS_DOCS[status].final) } },
};
