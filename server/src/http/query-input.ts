import type { Request } from 'express';
import { unwrapZodType } from 'trpc-to-openapi';
import { z } from 'zod';

/**
 * Query-string values arrive as text; turns each into the type its field declares — numbers
 * from numeric text, booleans from exactly "true" or "false", arrays from repeated names —
 * and leaves anything else as it is for validation to refuse. Schemas are not touched.
 */
function coerce(schema: z.ZodType | undefined, values: string[]): unknown {
  const target = schema ? unwrapZodType(schema, false) : undefined;
  if (target instanceof z.ZodArray) return values.map((value) => coerce(target.element as z.ZodType, [value]));
  const value = values[0]!;
  if (target instanceof z.ZodNumber && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (target instanceof z.ZodBoolean && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function queryInput(req: Request, schema: z.ZodType): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const params = new URL(req.originalUrl, 'http://localhost').searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, coerce(shape[key], params.getAll(key))]));
}
