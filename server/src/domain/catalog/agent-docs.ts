import { z } from 'zod';
import { ZJsonObjectSchema } from './fields.js';
import { payloadJsonSchema, resultJsonSchema } from './json-schemas.js';
import type { OperationDefinition } from './operation.js';
import { CATALOG, OPERATIONS } from './registry.js';

/** One operation agents can dispatch. */
const ZCatalogOperationSchema = z
  .object({
    operation: z.string().meta({ description: '"<service>.<operation>", the value of `operation` on dispatch' }),
    service: z.string(),
    name: z.string(),
    description: z.string(),
    payload_schema: z.record(z.string(), z.unknown()).meta({ description: 'JSON Schema of `payload`' }),
    result_schema: z.record(z.string(), z.unknown()).meta({ description: 'JSON Schema of `result`' }),
    pricing: z.object({
      cost_cents: z.number().int().optional(),
      unit: z.string(),
      formula: z.string().optional(),
    }),
    async: z.boolean().meta({ description: 'May answer `running` (HTTP 202) and complete later' }),
    requires_connected_app: z.string().nullable(),
    examples: z.array(z.object({ payload: z.record(z.string(), z.unknown()), description: z.string().optional() })),
    sandbox_failures: z
      .array(z.object({ description: z.string(), payload: z.record(z.string(), z.unknown()) }))
      .meta({
        description:
          'Payloads the sandbox answers with status failed, so that test mode can exercise error handling; live mode does not treat them as triggers',
      }),
  })
  .meta({ id: 'CatalogOperation' });

export const ZAgentDocsSchema = z
  .object({
    version: z.string().meta({ description: 'API version the catalog describes' }),
    auth: z.object({
      header: z.literal('Authorization'),
      scheme: z.literal('Bearer'),
      agent_key_prefixes: z.array(z.string()),
      idempotency_header: z.literal('Idempotency-Key'),
      dispatch: z.object({ method: z.literal('POST'), path: z.string() }),
    }),
    operations: z.array(ZCatalogOperationSchema),
  })
  .meta({ id: 'AgentDocs' });

export type AgentDocs = z.infer<typeof ZAgentDocsSchema>;
type CatalogOperation = z.infer<typeof ZCatalogOperationSchema>;

function describeOperation(definition: OperationDefinition): CatalogOperation {
  const { costCents, unit, formula } = definition.pricing;
  return {
    operation: definition.operation,
    service: definition.service,
    name: definition.name,
    description: definition.description,
    payload_schema: payloadJsonSchema(definition),
    result_schema: resultJsonSchema(definition),
    pricing: { cost_cents: costCents, unit, formula },
    async: definition.async,
    requires_connected_app: definition.requiresConnectedApp,
    examples: definition.examples.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
    sandbox_failures: definition.sandboxFailures.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
  };
}

/** Converted once: the catalog is fixed for the life of the process. */
const OPERATION_DOCS = OPERATIONS.map((name) => describeOperation(CATALOG[name]));

export function agentDocs(): AgentDocs {
  return {
    version: 'v1',
    auth: {
      header: 'Authorization',
      scheme: 'Bearer',
      agent_key_prefixes: ['agent_key_live_', 'agent_key_test_'],
      idempotency_header: 'Idempotency-Key',
      dispatch: { method: 'POST', path: '/api/v1/service-requests' },
    },
    operations: OPERATION_DOCS,
  };
}
