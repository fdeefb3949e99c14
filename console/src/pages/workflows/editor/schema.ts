/** The part of JSON Schema the step forms read (the OpenAPI document's step-type components). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  title?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

/** How a field is edited: a control of its own for the simple types, JSON for anything richer. */
export type FieldKind = 'enum' | 'string' | 'number' | 'boolean' | 'object' | 'strings' | 'json';

export function fieldKind(schema: JsonSchema): FieldKind {
  if (schema.enum) return 'enum';
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return schema.properties ? 'object' : 'json';
    case 'array':
      return schema.items?.type === 'string' && !schema.items.enum ? 'strings' : 'json';
    default:
      return 'json';
  }
}

/** A value that passes the field's type, for a step just added: the schema's default, else the least one. */
export function initialValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  switch (fieldKind(schema)) {
    case 'enum':
      return schema.enum![0];
    case 'string':
      return '';
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'object':
      return initialInput(schema);
    case 'strings':
      return [];
    default:
      return schema.type === 'array' ? [] : schema.type === 'object' ? {} : null;
  }
}

/** A new step's input: each required field at its initial value. */
export function initialInput(schema: JsonSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, field]) => [name, initialValue(field)]),
  );
}
