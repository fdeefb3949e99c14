import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { agentDocs, type AgentDocs, type OperationDocs } from '../../domain/catalog/index.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DISPATCH_GUIDE, ZDispatchGuideSchema } from './dispatch-guide.types.js';
import { CONSTANT_LIST_MAX_ITEMS, ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { APP_FAMILIES, type AppFamily } from '../../providers/oauth/contract.js';
import { OAUTH_PROVIDERS } from '../../providers/oauth/index.js';

/** "team_chat: Slack; …; calendar: Nylas", from the families themselves. */
const FAMILY_PROVIDERS = (Object.keys(APP_FAMILIES) as AppFamily[])
  .map((family) => `${family}: ${APP_FAMILIES[family].map((provider) => OAUTH_PROVIDERS[provider].name).join(' or ')}`)
  .join('; ');

const ZAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: ZTextSchema.nullable().meta({ description: 'Why not, and what makes it available; null when available' }),
});

/** One operation agents can dispatch; an agent's skills (GET /api/v1/agents/{id}/skills) show part of it. */
export const ZCatalogOperationSchema = z
  .object({
    operation: ZLabelSchema.meta({ description: '"<service>.<operation>", the value of `operation` on dispatch' }),
    service: ZLabelSchema,
    name: ZLabelSchema,
    description: ZTextSchema,
    payload_schema: ZJsonObjectSchema.meta({ description: 'JSON Schema of `payload`' }),
    result_schema: ZJsonObjectSchema.meta({ description: 'JSON Schema of `result`' }),
    pricing: z.object({
      cost_cents: z.number().int().optional(),
      unit: ZLabelSchema,
      formula: ZTextSchema.optional(),
    }),
    async: z.boolean().meta({ description: 'May answer `running` (HTTP 202) and complete later' }),
    requires_connected_app: ZTextSchema.nullable().meta({
      description:
        `The family of the organization's own app it acts through in live mode (${FAMILY_PROVIDERS}), never the server's: ` +
        'without an active one in the agent\'s workspace a live request is blocked with requires_connected_app (GET /api/v1/agents/me says per binding whether it is installed). Test keys need none',
    }),
    live_settings: z.array(ZTextSchema).max(CONSTANT_LIST_MAX_ITEMS).meta({ description: 'The server settings its live provider needs' }),
    availability: z
      .object({ test: ZAvailabilitySchema, live: ZAvailabilitySchema })
      .meta({ description: 'Whether a request with a key of each mode can execute on this server; one that cannot fails with adapter_error, nothing debited' }),
    examples: z.array(z.object({ payload: ZJsonObjectSchema, description: ZTextSchema.optional() })).max(CONSTANT_LIST_MAX_ITEMS),
    sandbox_failures: z
      .array(z.object({ description: ZTextSchema, payload: ZJsonObjectSchema })).max(CONSTANT_LIST_MAX_ITEMS)
      .meta({
        description:
          'Payloads the sandbox answers with status failed, so that test mode can exercise error handling; live mode does not treat them as triggers',
      }),
  })
  .meta({ id: 'CatalogOperation' });

export const ZAgentDocsResponseSchema = z
  .object({
    version: ZLabelSchema.meta({ description: 'API version the catalog describes' }),
    ...ZDispatchGuideSchema.shape,
    auth: z.object({
      header: z.literal('Authorization'),
      scheme: z.literal('Bearer'),
      agent_key_prefixes: z.array(ZTextSchema).max(CONSTANT_LIST_MAX_ITEMS),
      idempotency_header: z.literal('Idempotency-Key'),
      dispatch: z.object({ method: z.literal('POST'), path: ZLabelSchema }),
    }),
    operations: z.array(ZCatalogOperationSchema).max(CONSTANT_LIST_MAX_ITEMS),
  })
  .meta({ id: 'AgentDocs' });

export type AgentDocsResponse = z.infer<typeof ZAgentDocsResponseSchema>;
type CatalogOperationResponse = z.infer<typeof ZCatalogOperationSchema>;

export function toCatalogOperationResponse(docs: OperationDocs): CatalogOperationResponse {
  return {
    operation: docs.operation,
    service: docs.service,
    name: docs.name,
    description: docs.description,
    payload_schema: docs.payloadSchema,
    result_schema: docs.resultSchema,
    pricing: { cost_cents: docs.pricing.costCents, unit: docs.pricing.unit, formula: docs.pricing.formula },
    async: docs.async,
    requires_connected_app: docs.requiresConnectedApp,
    live_settings: [...docs.liveSettings],
    availability: docs.availability,
    examples: docs.examples,
    sandbox_failures: docs.sandboxFailures,
  };
}

export function toAgentDocsResponse(docs: AgentDocs): AgentDocsResponse {
  return {
    version: 'v1',
    ...DISPATCH_GUIDE,
    auth: {
      header: 'Authorization',
      scheme: 'Bearer',
      agent_key_prefixes: docs.agentKeyPrefixes,
      idempotency_header: 'Idempotency-Key',
      dispatch: { method: 'POST', path: '/api/v1/service-requests' },
    },
    operations: docs.operations.map(toCatalogOperationResponse),
  };
}

export const agentDocsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agent-docs',
    tags: ['Platform'],
    summary: 'Machine-readable catalog for agents',
    description:
      'Everything an agent needs to act alone: `guide` (short prose), `dispatch` (method, path, headers with the Idempotency-Key rules, the JSON Schemas of the body and the answer), `statuses` (each with its HTTP code and whether it is final), `reasons` (every reason code with its meaning and what to do), `polling` (the request and its event stream), `errors` (the envelope and every code with its status and meaning), `modes` (test and live keys), `self` (GET /api/v1/agents/me), `auth`, and every operation with its payload, price, examples, the settings its live provider needs and whether each mode can run it on this server. No authentication, and no database: it answers while the database is down.',
    protect: false,
  },
  database: false,
  sdk: { resource: ['agentDocs'], method: 'retrieve' },
  // The catalog as a server without provider settings serves it (the same wherever the document
  // is generated), abridged: the full answer repeats schemas the document holds.
  examples: { response: abridged(toAgentDocsResponse(agentDocs(loadConfig({})))) },
};

/**
 * The first operation only, and each embedded JSON Schema that refers within itself (`$ref` to
 * its `$defs`) left out: reference resolvers read a `$ref` anywhere in the document as one of the
 * document's own, example values included (@hey-api/openapi-ts fails on them).
 */
function abridged({ operations, ...docs }: AgentDocsResponse): AgentDocsResponse {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    if ('$schema' in value && JSON.stringify(value).includes('"$ref"')) return { $comment: 'Abridged here: a JSON Schema whose $ref points into its own $defs' };
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk({ ...docs, operations: operations.slice(0, 1) }) as AgentDocsResponse;
}
