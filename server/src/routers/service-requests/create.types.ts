import { z } from 'zod';
import { PUBLIC_STATUSES, STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { apiPath } from '../../trpc/api-path.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DELEGATED_TASK_ID_PREFIX } from '../../domain/agents/delegated-tasks.js';
import { idPattern } from '../../domain/ids.js';
import { STEP_KEY_PREFIX } from '../../domain/workflows/step-keys.js';
import { getServiceRequestMeta } from './get.types.js';
import { ZIdSchema, ZJsonObjectSchema } from '../../domain/bounded.js';

export const ZCreateServiceRequestRequestSchema = z.strictObject({
  operation: z.string().min(1).max(100).meta({ description: '"<service>.<operation>", or the bare operation with service' }),
  service: z.string().min(1).max(100).optional(),
  payload: ZJsonObjectSchema.meta({ description: 'Operation-specific; see GET /api/v1/agent-docs' }),
});

/** The Idempotency-Key header: the rule dispatch checks it against, and its schema in the document. */
export const ZIdempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/)
  .meta({ description: `Unique per logical request (UUID v4 recommended); kept for good. 1 to 255 visible ASCII characters, not starting "${STEP_KEY_PREFIX}" (reserved for the dispatches of workflow runs' steps: a 400)` });

/** The X-Delegated-Task header: the id of a task delegated to the calling agent. */
export const ZDelegatedTaskHeaderSchema = ZIdSchema
  .regex(idPattern(DELEGATED_TASK_ID_PREFIX))
  .meta({
    description:
      "A delegated task of the calling agent (tsk_…): the request is made for it and counts against its budget_cents and operations (blocked task_budget_exceeded, policy_violation; task_closed once it is over). A task not delegated to this agent is 404",
  });

export const createServiceRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/service-requests',
    tags: ['Dispatch'],
    summary: 'Dispatch a paid action through the governed pipeline',
    description:
      'Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider, debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. A payload that fails its operation\'s schema is a 400 invalid_request naming each bad field (`details[].path`, e.g. `payload.to`); it takes no Idempotency-Key. The same Idempotency-Key with the same body answers the same request again, without a second execution or charge (202 `running` while it is still in flight).',
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
