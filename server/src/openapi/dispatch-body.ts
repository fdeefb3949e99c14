import type { OpenAPIObject } from 'trpc-to-openapi';
import { CATALOG, OPERATIONS } from '../domain/catalog/index.js';
import { payloadJsonSchema, resultJsonSchema } from '../domain/catalog/json-schemas.js';

/** "web_search.search" → "WebSearchSearch", the stem of the operation's component names. */
const componentStem = (operation: string) =>
  operation
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The catalog's schemas in the OpenAPI document: `<Stem>Payload` and `<Stem>Result` per
 * operation, and the dispatch body as one variant per operation in each of its two spellings
 * (`operation: "<service>.<operation>"`, or `service` plus the bare operation). The route's own
 * input takes any object as the payload; dispatch parses it with the operation's schema and
 * answers 400 invalid_request naming each bad field (`parsePayload` in domain/dispatch/admit.ts).
 */
type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

/** Without the `$schema` marker, which has no place inside an OpenAPI document. */
function embedded({ $schema: _marker, ...schema }: Record<string, unknown>) {
  return schema;
}

export function dispatchSchemas(): { components: Schemas; body: Record<string, unknown> } {
  const components: Schemas = {};
  const variants: Record<string, unknown>[] = [];
  for (const name of OPERATIONS) {
    const definition = CATALOG[name];
    const stem = componentStem(name);
    components[`${stem}Payload`] = { ...embedded(payloadJsonSchema(definition)), description: `The payload of ${name}: ${definition.description}` };
    components[`${stem}Result`] = { ...embedded(resultJsonSchema(definition)), description: `The result of ${name} when executed` };
    const payload = { $ref: `#/components/schemas/${stem}Payload` };
    const operation = name.slice(definition.service.length + 1);
    variants.push(
      { title: name, type: 'object', properties: { operation: { const: name }, payload }, required: ['operation', 'payload'], additionalProperties: false },
      {
        title: `${name} (service and operation apart)`,
        type: 'object',
        properties: { service: { const: definition.service }, operation: { const: operation }, payload },
        required: ['service', 'operation', 'payload'],
        additionalProperties: false,
      },
    );
  }
  return { components, body: { oneOf: variants, description: 'One operation of the catalog (GET /api/v1/agent-docs) and its payload' } };
}
