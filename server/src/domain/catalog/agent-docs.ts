import type { Config } from '../../config.js';
import { AGENT_KEY_PREFIX } from '../secrets.js';
import { availabilityOf, type Availability } from './availability.js';
import { payloadJsonSchema, resultJsonSchema } from './json-schemas.js';
import type { OperationDefinition } from './operation.js';
import { CATALOG, OPERATIONS, type Operation } from './registry.js';
import { ZJsonObjectSchema } from '../bounded.js';

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
  liveSettings: readonly string[];
  examples: { description: string | undefined; payload: JsonObject }[];
  sandboxFailures: { description: string; payload: JsonObject }[];
  /** Whether a request with a key of each mode can execute under this server's settings. */
  availability: { test: Availability; live: Availability };
}

/** What agents need to dispatch: the prefixes of their keys and every operation of the catalog, with where it runs on this server. */
export interface AgentDocs {
  agentKeyPrefixes: string[];
  operations: readonly OperationDocs[];
}

/** All of an operation's docs but its availability, which depends on the server's settings. */
function describeOperation(definition: OperationDefinition): Omit<OperationDocs, 'availability'> {
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
    liveSettings: definition.liveSettings,
    examples: definition.examples.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
    sandboxFailures: definition.sandboxFailures.map(({ description, payload }) => ({ description, payload: ZJsonObjectSchema.parse(payload) })),
  };
}

/** Converted once: the catalog is fixed for the life of the process. */
const OPERATION_DOCS = OPERATIONS.map((name) => describeOperation(CATALOG[name]));

/** The catalog as agents read it, with each operation's availability under this server's settings (no database). */
export function agentDocs(config: Config): AgentDocs {
  return {
    agentKeyPrefixes: [AGENT_KEY_PREFIX.live, AGENT_KEY_PREFIX.test],
    operations: OPERATION_DOCS.map((docs) => ({ ...docs, availability: availabilityOf(CATALOG[docs.operation as Operation], config) })),
  };
}
