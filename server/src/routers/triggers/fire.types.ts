import { z } from 'zod';
import { SERVER_KEY_PREFIX_LIST } from '../../domain/dispatch/server-keys.js';
import { TRIGGER_FIRE_MAX_BYTES } from '../../domain/event-sources/triggers.js';
import { STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { apiPath } from '../../trpc/api-path.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { SERVICE_REQUEST_EXAMPLE } from '../examples.js';
import { ZIdempotencyKeySchema } from '../service-requests/create.types.js';
import { getServiceRequestMeta } from '../service-requests/get.types.js';
import { ZServiceRequestSchema } from '../service-requests/service-request.types.js';
import { ZTriggerIdSchema } from './trigger.types.js';

/**
 * The fired body: any JSON object. The route reads it from the raw bytes its signature covers
 * (the REST bridge's input also holds the path's id), so its own `id` key, if any, is the fire's.
 */
export const ZFireTriggerRequestSchema = z.looseObject({ id: ZTriggerIdSchema });

export const ZFireTriggerResponseSchema = ZServiceRequestSchema;

/** The signature header: `sha256=` and 64 hex digits. */
export const SIGNATURE_HEADER = 'x-service-signature';

export const fireTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/triggers/{id}/fire',
    tags: ['Triggers'],
    summary: 'Fire a webhook trigger',
    description: `A trigger's \`fire_url\`: no Authorization header; the body is signed instead. The caller computes the HMAC-SHA256 of the exact bytes it sends, keyed by the trigger's \`signing_secret\` (its UTF-8 text as shown, \`trigger_secret_…\`), and sends \`X-Service-Signature: sha256=<64 hex digits>\` (\`triggers.sign(secret, body)\` in both SDKs). The server verifies over the raw bytes it received, in constant time; a body serialised again (other spacing or key order) is another body.

- **Order of checks.** A body that is not a JSON object is 400, one over ${TRIGGER_FIRE_MAX_BYTES / 1024} KiB 413. An id that is no live webhook trigger (unknown, deleted, or a cron trigger, which has no fire URL) is 404. A missing or wrong signature is 401 \`unauthorized\`: nothing is dispatched or recorded. Each trigger takes PROCTOR_TRIGGER_RATE_LIMIT_REQUESTS correctly signed fires per PROCTOR_RATE_LIMIT_WINDOW_SECONDS (only signed fires count, so a caller without the secret cannot spend them); more are 429 with Retry-After. A paused trigger is 409 \`conflict\` and records nothing.
- **The merge.** The fired JSON object is merged into the trigger's \`payload\`: a key the trigger's payload sets keeps the trigger's value; where both sides hold an object under a key, they merge key by key by the same rule; every other key comes from the fire; arrays are values, not merged. The fire can never change the operation, the agent or the mode: they are the trigger's. The merged payload must then pass the operation's schema (400 naming \`payload.…\`, nothing recorded).
- **The dispatch.** The merged payload is dispatched through the pipeline as the trigger's agent in its mode (policy, budgets, approval gate, provider, debit, audit), and the answer is the service request as POST /api/v1/service-requests answers it: 200 with its outcome, or ${STATUS_DOCS.running.httpStatus} while it runs (poll GET ${apiPath(getServiceRequestMeta)} with a key or session of the organization). A fire the agent's state stops (paused, disabled, deleted) is recorded skipped and answered 409 \`conflict\` with the reason in \`details[0].code\`. Every fire is audited (\`trigger.fired\`, \`trigger.fire_skipped\`) and listed by GET /api/v1/triggers/{id}/runs.
- **Replays.** An optional \`Idempotency-Key\` makes a fire safe to send again: the same key answers the same outcome (the request as it stands now, or the same 409) without a second dispatch or charge; another body under it is 409 \`idempotency_conflict\`. Without one, every signed POST is a new fire. Keys are per trigger; the server's own prefixes (${SERVER_KEY_PREFIX_LIST}) are taken as any other.`,
    protect: false,
    requestHeaders: z.object({
      [SIGNATURE_HEADER]: z.string().max(100).meta({ description: 'sha256=<hex>: the HMAC-SHA256 of the raw body under the trigger\'s signing secret' }),
      'idempotency-key': ZIdempotencyKeySchema.optional().meta({ description: 'Optional: the same key answers the same fire again (1 to 255 visible ASCII characters)' }),
    }),
    errorResponses: {
      401: 'X-Service-Signature is missing or wrong (`unauthorized`): nothing was dispatched or recorded',
      404: 'No live webhook trigger has this id (unknown, deleted, or a cron trigger) (`not_found`)',
      409: 'The trigger is paused, or its agent is paused, disabled or deleted (`conflict`); or the Idempotency-Key was used with another body (`idempotency_conflict`)',
      413: `The body is over ${TRIGGER_FIRE_MAX_BYTES} bytes (\`invalid_request\`)`,
      429: "The trigger's signed fires are over their rate limit (`rate_limited`); see Retry-After",
      501: 'The server holds no encryption key to open the signing secret with (`not_configured`)',
    },
  },
  otherSuccesses: { [STATUS_DOCS.running.httpStatus]: `running: ${STATUS_DOCS.running.meaning} (GET ${apiPath(getServiceRequestMeta)})` },
  // Called by other systems, signed over the raw body (both SDKs sign with triggers.sign).
  sdk: false,
  examples: { request: { csv: 'supplier,usd\nAcme,40\n' }, response: SERVICE_REQUEST_EXAMPLE },
};
