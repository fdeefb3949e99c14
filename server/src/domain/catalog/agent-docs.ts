import { AGENT_KEY_PREFIX } from '../secrets.js';
import { ZJsonObjectSchema } from './fields.js';
import { payloadJsonSchema, resultJsonSchema } from './json-schemas.js';
import type { OperationDefinition } from './operation.js';
import { CATALOG, OPERATIONS } from './registry.js';

type JsonObject = Record<string, unknown>;

/** What agents are told of one operation: its shapes as JSON Schemas, its price and examples. */
export interface OperationDocs {
  operation: string;
  service: string;
  name: string;
  description: string;
  payloadSchema: JsonObject;
  resultSchema: JsonObject;
  pricing: { costCents: number | undefined; unit: string; formula: string | undefined };
  async: boolean;
  requiresConnectedApp: string | null;
  examples: { description: string | undefined; payload: JsonObject }[];
  sandboxFailures: { description: string; payload: JsonObject }[];
}

/** What agents need to dispatch: the prefixes of their keys and every operation of the catalog. */
export interface AgentDocs {
  agentKeyPrefixes: string[];
  operations: readonly OperationDocs[];
}

function describeOperation(definition: OperationDefinition): OperationDocs {
  const { costCents, unit, formula } = definition.pricing;
  return {
    operation: definition.operation,
    service: definition.service,
    name: definition.name,
    description: definition.description,
    payloadSchema: payloadJsonSchema(definition),
    resultSchema: resultJsonSchema(definition),
    pricing: { costCents, unit, formula },
    async: definition.async,
    requiresConnectedApp: definition.requiresConnectedApp,
    examples: definition.examples.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
    sandboxFailures: definition.sandboxFailures.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
  };
}

/** Converted once: the catalog is fixed for the life of the process. */
const OPERATION_DOCS = OPERATIONS.map((name) => describeOperation(CATALOG[name]));

export function agentDocs(): AgentDocs {
  return { agentKeyPrefixes: [AGENT_KEY_PREFIX.live, AGENT_KEY_PREFIX.test], operations: OPERATION_DOCS };
}
