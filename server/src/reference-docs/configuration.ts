import type { z } from 'zod';
import { ConfigVariablesSchema } from '../config.js';
import { byKey, code, referenceDocument, table } from './markdown.js';

/** What a variable is when unset: its schema's default, else unset (its description says what that means). */
function defaultText(schema: z.ZodType): string {
  const { def } = schema._zod as { def: { type: string; defaultValue?: unknown; innerType?: z.ZodType } };
  if (def.type === 'optional' && def.innerType?._zod.def.type === 'never') return 'refused';
  if (def.type !== 'default') return 'unset';
  const value = def.defaultValue;
  if (Array.isArray(value)) return value.length > 0 ? code(value.join(',')) : 'unset';
  return code(String(value));
}

/** docs/reference/configuration.md: every environment variable the server reads. */
export function renderConfiguration(): string {
  const variables = Object.entries(ConfigVariablesSchema.shape as Record<string, z.ZodType>).sort(byKey(([name]) => name));
  const missing = variables.filter(([, schema]) => !schema.description).map(([name]) => name);
  if (missing.length > 0) throw new Error(`Describe each configuration variable in server/src/config.ts: ${missing.join(', ')}`);
  return referenceDocument('Configuration', 'the configuration schema (server/src/config.ts)', [
    [
      'Environment variables, validated at start: a bad value stops the server with one line naming it, and so does a',
      'variable that is refused (no longer read). An empty value counts as unset. Every live provider setting is optional:',
      'an operation whose provider is not configured fails with `adapter_error` and a detail naming the variables to set,',
      'and test mode never needs them ([operations.md](operations.md) says which operation needs which).',
    ].join('\n'),
    table(
      ['Variable', 'Default', 'Meaning'],
      variables.map(([name, schema]) => [code(name), defaultText(schema), schema.description!]),
    ),
  ]);
}
