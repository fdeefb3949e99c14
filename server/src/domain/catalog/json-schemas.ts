import { z } from 'zod';
import type { OperationDefinition } from './operation.js';

/**
 * Every integer's `format` follows from the bounds its zod schema enforces: int32 when they fit
 * in 32 bits, else int64 (money in cents, bounded by Number.MAX_SAFE_INTEGER).
 */
export function formatIntegers(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(formatIntegers);
  const schema = node as { type?: unknown; format?: string; minimum?: number; maximum?: number };
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  if (integer && schema.format === undefined) {
    const int32 = (schema.minimum ?? -Infinity) >= -(2 ** 31) && (schema.maximum ?? Infinity) <= 2 ** 31 - 1;
    schema.format = int32 ? 'int32' : 'int64';
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'examples' && key !== 'example') formatIntegers(value);
}

/** A zod schema as JSON Schema, its integers' formats set (formatIntegers). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  formatIntegers(json);
  return json;
}

/** A payload is what the agent sends, so defaulted fields are optional in it. */
export const payloadJsonSchema = (definition: OperationDefinition) => toJsonSchema(definition.payload, 'input');

export const resultJsonSchema = (definition: OperationDefinition) => toJsonSchema(definition.result, 'output');
