import type { z } from 'zod';
import { toJsonSchema } from '../domain/catalog/json-schemas.js';
import { STEP_INPUTS, STEP_TYPES } from '../domain/workflows/steps.js';
import { byKey, code, referenceDocument, table } from './markdown.js';

/**
 * The step types and each one's input schema, the one place this page reads them from: the
 * schema's description says what the step does, its fields' descriptions what they hold.
 */
function stepTypes(): { type: string; input: z.ZodType }[] {
  return STEP_TYPES.map((type) => ({ type, input: STEP_INPUTS[type] }));
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** "between 1 and 200 characters", "at most 50 items", or nothing without bounds. */
function bounds(min: number | undefined, max: number | undefined, unit: string): string {
  const count = (value: number) => value.toLocaleString('en-US');
  if (min !== undefined && max !== undefined) return `, ${count(min)} to ${count(max)}${unit}`;
  if (max !== undefined) return `, at most ${count(max)}${unit}`;
  return min !== undefined ? `, at least ${count(min)}${unit}` : '';
}

/** A field's JSON Schema in words, e.g. "string, 1 to 200 characters". */
function typeText(schema: JsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.map((value) => code(String(value))).join(', ')}`;
  switch (schema.type) {
    case 'string':
      return `${schema.format === 'uri' ? 'URL' : 'string'}${bounds(schema.minLength, schema.maxLength, ' characters')}`;
    case 'integer':
    case 'number':
      return `${schema.type}${bounds(schema.minimum, schema.maximum, '')}`;
    case 'array':
      return `array${bounds(schema.minItems, schema.maxItems, ' items')}${schema.items ? `, each: ${typeText(schema.items)}` : ''}`;
    case 'object':
      return 'JSON object';
    case undefined:
      return 'any JSON value';
    default:
      return schema.type;
  }
}

function stepSection({ type, input }: { type: string; input: z.ZodType }): string {
  const schema = toJsonSchema(input, 'input') as JsonSchema;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => [
    code(name),
    typeText(field),
    required.has(name) ? 'yes' : 'no',
    field.description ?? '—',
  ]);
  return [`## ${type}`, schema.description ?? '', table(['Field', 'Type', 'Required', 'Meaning'], fields)].join('\n\n');
}

/** docs/reference/step-types.md: each workflow step type, what it does and its input fields. */
export function renderStepTypes(): string {
  const types = stepTypes().sort(byKey(({ type }) => type));
  return referenceDocument('Workflow step types', 'the step input schemas (server/src/domain/workflows/)', [
    [
      'A workflow version is a DAG of steps, each `{label, type, input}`. The input of each type is checked when the version',
      'is saved; any string in it may hold templates (`${input.…}`, `${steps.<label>.output…}`), and a string that is exactly',
      'one template may stand for a value of any type, so the types below are those of the resolved input.',
    ].join('\n'),
    table(
      ['Type', 'What it does'],
      types.map(({ type, input }) => [code(type), input.description ?? '']),
    ),
    ...types.map(stepSection),
  ]);
}
