import type { PrismaClient } from '../../generated/prisma/client.js';
import { CATALOG, type Operation } from '../catalog/index.js';
import { payloadJsonSchema } from '../catalog/json-schemas.js';
import { toolNameOf } from '../catalog/operations/text-generation-sandbox.js';
import type { ChatTool } from '../../providers/openrouter.js';

/** A tool the client offers and runs itself (the local command-line client's files, shell…). */
export interface LocalTool {
  name: string;
  description?: string | undefined;
  parameters?: Record<string, unknown> | undefined;
}

/** The operation a turn's model calls are dispatched as: the model itself, never offered to itself as a tool. */
export const CHAT_MODEL_OPERATION = 'text_generation.generate' satisfies Operation;

/** The most tools a model is offered in one call (text_generation.generate's limit). */
export const MAX_TOOLS = 128;

/** What the model is offered: the agent's governed operations, and the client's own tools, each by its tool name. */
export interface Toolset {
  tools: ChatTool[];
  /** Tool name → the operation it dispatches. */
  governed: Map<string, Operation>;
  local: Set<string>;
}

const schemas = new Map<Operation, Record<string, unknown>>();

/** An operation's payload schema as a tool's parameters, computed once per operation. */
function parametersOf(operation: Operation): Record<string, unknown> {
  let schema = schemas.get(operation);
  if (!schema) {
    const { $schema: _ignored, ...rest } = payloadJsonSchema(CATALOG[operation]);
    schema = rest;
    schemas.set(operation, schema);
  }
  return schema;
}

/**
 * The agent's enabled bindings as tools (the catalog's payload schema as parameters, its
 * description and price unit as the description), the model's own operation left out, then the
 * client's local tools. The pipeline
 * still decides each call: a binding disabled since is blocked there, not here.
 */
export async function toolsetOf(db: PrismaClient, agentId: string, local: LocalTool[]): Promise<Toolset> {
  const bindings = await db.serviceBinding.findMany({ where: { agentId, enabled: true }, select: { operation: true }, orderBy: { operation: 'asc' } });
  const governed = new Map<string, Operation>();
  const tools: ChatTool[] = [];
  for (const { operation } of bindings) {
    if (!(operation in CATALOG) || operation === CHAT_MODEL_OPERATION) continue;
    const definition = CATALOG[operation as Operation];
    const name = toolNameOf(operation);
    governed.set(name, operation as Operation);
    tools.push({
      type: 'function',
      function: { name, description: `${definition.description} Priced per ${definition.pricing.unit}.`, parameters: parametersOf(operation as Operation) },
    });
  }
  for (const tool of local) tools.push({ type: 'function', function: tool });
  return { tools: tools.slice(0, MAX_TOOLS), governed, local: new Set(local.map((tool) => tool.name)) };
}

