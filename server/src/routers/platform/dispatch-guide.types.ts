import { z } from 'zod';
import { CATALOG } from '../../domain/catalog/index.js';
import { toJsonSchema } from '../../domain/catalog/json-schemas.js';
import { parsePayload } from '../../domain/dispatch/admit.js';
import { PUBLIC_STATUSES, STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { REASON_ADVICE, REASON_CODES, REASONS } from '../../domain/dispatch/reasons.js';
import { DomainError, ERROR_CODES, ERRORS } from '../../domain/errors.js';
import { AGENT_KEY_PREFIX } from '../../domain/secrets.js';
import { ERROR_STATUS, ErrorEnvelopeSchema, type ErrorEnvelope } from '../../trpc/errors.js';
import { getAgentSelfMeta } from '../agents/me.types.js';
import { createServiceRequestMeta, ZCreateServiceRequestRequestSchema, ZIdempotencyKeySchema } from '../service-requests/create.types.js';
import { serviceRequestEventsMeta } from '../service-requests/events.types.js';
import { getServiceRequestMeta } from '../service-requests/get.types.js';
import { ZServiceRequestSchema } from '../service-requests/service-request.types.js';
import { apiPath } from '../../trpc/api-path.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CONSTANT_LIST_MAX_ITEMS, ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

/**
 * How to dispatch, as agent-docs states it: read from the dispatch routes' own metas and schemas,
 * the statuses' and reasons' one lists and the error codes', so that it says what the server does
 * (test/routers/platform/agent-docs.facts.test.ts holds each fact to a real request).
 */

const ZJsonSchema = ZJsonObjectSchema;
const ZEndpointSchema = z.object({ method: ZLabelSchema, path: ZLabelSchema, description: ZTextSchema });

export const ZDispatchGuideSchema = z.object({
  guide: ZTextSchema.meta({ description: 'The steps in prose; every fact in it is also a field below' }),
  dispatch: z.object({
    method: z.literal('POST'),
    path: ZLabelSchema,
    headers: z.array(
      z.object({ name: ZLabelSchema, required: z.boolean(), value: ZTextSchema, description: ZTextSchema, schema: ZJsonSchema.optional() }),
    ).max(CONSTANT_LIST_MAX_ITEMS),
    body_schema: ZJsonSchema.meta({ description: 'JSON Schema of the body; each operation\'s `payload_schema` is below' }),
    response_schema: ZJsonSchema.meta({ description: 'JSON Schema of the service request answered, on dispatch and on polling' }),
  }),
  statuses: z.array(
    z.object({
      status: ZLabelSchema,
      http_status: z.number().int().meta({ description: 'What POST /api/v1/service-requests answers with it' }),
      final: z.boolean().meta({ description: 'false: the request still changes; poll it' }),
      meaning: ZTextSchema,
    }),
  ).max(CONSTANT_LIST_MAX_ITEMS),
  reasons: z.array(z.object({ code: ZLabelSchema, meaning: ZTextSchema, what_to_do: ZTextSchema })).max(CONSTANT_LIST_MAX_ITEMS),
  polling: z.object({ request: ZEndpointSchema, events: ZEndpointSchema }),
  errors: z.object({
    envelope_schema: ZJsonSchema,
    codes: z.array(z.object({ code: ZLabelSchema, http_status: z.number().int(), meaning: ZTextSchema })).max(CONSTANT_LIST_MAX_ITEMS),
    invalid_payload_example: ZJsonSchema.meta({ description: 'The 400 a payload outside its schema gets: one detail per bad field, by its path from the body' }),
  }),
  modes: z.array(z.object({ mode: z.enum(['live', 'test']), key_prefix: ZLabelSchema, description: ZTextSchema })).max(CONSTANT_LIST_MAX_ITEMS),
  self: ZEndpointSchema,
});

export type DispatchGuideResponse = z.infer<typeof ZDispatchGuideSchema>;

/**
 * A response schema as JSON Schema with its root inlined: the component id its zod schema carries
 * (`.meta({ id })`) would make it a `$ref` into its own `$defs`, which a reader of agent-docs would
 * have to resolve, and which reference resolvers reading the OpenAPI document's examples take for
 * one of the document's own.
 */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $defs, $ref, ...rest } = toJsonSchema(schema, 'output') as Record<string, unknown> & { $defs?: Record<string, object>; $ref?: string };
  const id = $ref?.replace('#/$defs/', '');
  if (!id || !$defs?.[id] || Object.keys($defs).length > 1) throw new Error('agent-docs inlines a schema whose only component is its root');
  return { ...rest, ...$defs[id] };
}

function endpoint(meta: ProcedureMeta) {
  const path = apiPath(meta);
  const { method, description, summary } = meta.openapi!;
  return { method, path, description: description ?? summary ?? '' };
}

/** The 400 that email.send's validator gives a bad address, as the envelope carries it. */
function invalidPayloadExample(): ErrorEnvelope {
  try {
    parsePayload(CATALOG['email.send'], { to: 'not-an-address', subject: 'Hello', body: 'Hi' });
  } catch (error) {
    if (error instanceof DomainError) {
      return { error: { code: error.code, message: error.message, request_id: 'req_…', ...(error.details ? { details: error.details } : {}) } };
    }
    throw error;
  }
  throw new Error('email.send accepted a malformed address');
}

const DISPATCH = endpoint(createServiceRequestMeta).path;
const SELF = endpoint(getAgentSelfMeta).path;
const POLL = endpoint(getServiceRequestMeta).path;

const GUIDE = [
  `Send every paid action as POST ${DISPATCH} with your agent key (Authorization: Bearer …) and a new Idempotency-Key per action,`,
  'body {"operation": "<service>.<operation>", "payload": {…}} (payload_schema of the operation below).',
  'Outcomes are answers, not errors: executed, blocked, failed and approval_required come with HTTP 200, running with 202;',
  `blocked and failed carry a reason_code (see reasons for what to do) and result.detail, one sentence to act on: a budget's refusal names its limit, what is used of it, what the request adds, when it resets, and what to do. Poll a request that is not final with GET ${POLL}.`,
  'HTTP errors (4xx, 5xx) use one envelope {error: {code, message, request_id, details?}}; a bad payload is 400 with details[].path such as payload.to.',
  `A test key (${AGENT_KEY_PREFIX.test}…) runs sandboxes at cost 0 under the same limits. GET ${SELF} tells what your limits have left.`,
  'An operation whose availability.live is false fails live with adapter_error until the server is configured.',
].join(' ');

/** Converted once: every part of it is fixed for the life of the process. */
export const DISPATCH_GUIDE: DispatchGuideResponse = {
  guide: GUIDE,
  dispatch: {
    method: 'POST',
    path: DISPATCH,
    headers: [
      {
        name: 'Authorization',
        required: true,
        value: 'Bearer <agent key>',
        description: `The agent's live (${AGENT_KEY_PREFIX.live}…) or test (${AGENT_KEY_PREFIX.test}…) key; a person's credential is refused with 403`,
      },
      {
        name: 'Idempotency-Key',
        required: true,
        value: '<a new UUID v4 per action>',
        description:
          `${ZIdempotencyKeySchema.description ?? ''}. Send the same key again (with the same body) to retry after a network error: ` +
          `the same request is answered, never executed or charged twice. Keys are per agent and mode. ${ERRORS.idempotency_conflict}: 409 idempotency_conflict`,
        schema: toJsonSchema(ZIdempotencyKeySchema, 'input'),
      },
      { name: 'Content-Type', required: true, value: 'application/json', description: 'The body is JSON' },
    ],
    body_schema: toJsonSchema(ZCreateServiceRequestRequestSchema, 'input'),
    response_schema: jsonSchemaOf(ZServiceRequestSchema),
  },
  statuses: PUBLIC_STATUSES.map((status) => ({
    status,
    http_status: STATUS_DOCS[status].httpStatus,
    final: STATUS_DOCS[status].final,
    meaning: STATUS_DOCS[status].meaning,
  })),
  reasons: REASON_CODES.map((code) => ({ code, meaning: REASONS[code], what_to_do: REASON_ADVICE[code] })),
  polling: { request: endpoint(getServiceRequestMeta), events: endpoint(serviceRequestEventsMeta) },
  errors: {
    envelope_schema: jsonSchemaOf(ErrorEnvelopeSchema),
    codes: ERROR_CODES.map((code) => ({ code, http_status: ERROR_STATUS[code], meaning: ERRORS[code] })),
    invalid_payload_example: invalidPayloadExample(),
  },
  modes: [
    {
      mode: 'live',
      key_prefix: AGENT_KEY_PREFIX.live,
      description: "The real provider; an executed request is debited its cost from its workspace's wallet",
    },
    {
      mode: 'test',
      key_prefix: AGENT_KEY_PREFIX.test,
      description:
        'Deterministic sandboxes, no provider called, cost_cents 0 and nothing debited; every limit applies at the live price on counters of ' +
        "their own, and the wallet must cover the live price. Each operation's sandbox_failures make it fail on purpose",
    },
  ],
  self: endpoint(getAgentSelfMeta),
};
