import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';

const app = useTestApp();

type Node = Record<string, unknown>;

/**
 * Every schema of the document that is a string, an array or an integer, wherever it is (components,
 * parameters, headers, bodies, responses, and the JSON Schemas agent-docs serves in its examples),
 * with its JSON pointer: what the OWASP lint of .spectral.yaml reads.
 */
function* typedSchemas(node: unknown, pointer = ''): Generator<[string, Node, string[]]> {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* typedSchemas(item, `${pointer}/${index}`);
    return;
  }
  const schema = node as Node;
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const named = types.filter((type): type is string => typeof type === 'string');
  if (named.length > 0) yield [pointer, schema, named];
  for (const [key, value] of Object.entries(schema)) yield* typedSchemas(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
}

/** What each type must state: a bound the server's zod schemas enforce (or a fixed set of values). */
function missingBound(schema: Node, type: string): string | undefined {
  if (type === 'string' && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) return 'string without maxLength, enum or const';
  if (type === 'array' && schema.maxItems === undefined) return 'array without maxItems';
  if (type === 'integer') {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) return 'integer without minimum';
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) return 'integer without maximum';
    if (schema.format !== 'int32' && schema.format !== 'int64') return 'integer without format int32 or int64';
  }
  return undefined;
}

describe('the served OpenAPI document', () => {
  it('bounds every string (maxLength, enum or const), array (maxItems) and integer (minimum, maximum, int32 or int64)', async () => {
    const response = await app.request('/api/v1/openapi.json');
    const document = (await response.json()) as Node;
    const schemas = [...typedSchemas(document)];
    // The walk finds the document's schemas: a vacuous pass would prove nothing.
    expect(schemas.length).toBeGreaterThan(1_000);
    const unbounded = schemas.flatMap(([pointer, schema, types]) =>
      types.flatMap((type) => {
        const missing = missingBound(schema, type);
        return missing ? [`${pointer}: ${missing}`] : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('states int32 only where the bounds fit in 32 bits', async () => {
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as Node;
    const wrong = [...typedSchemas(document)].filter(
      ([, schema, types]) => types.includes('integer') && schema.format === 'int32' && ((schema.minimum as number) < -(2 ** 31) || (schema.maximum as number) > 2 ** 31 - 1),
    );
    expect(wrong.map(([pointer]) => pointer)).toEqual([]);
  });
});
