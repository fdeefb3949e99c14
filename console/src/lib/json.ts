export type Parsed<T> = { value: T } | { error: string };

/** Typed JSON as an object, or why it is not one, in words. */
export function parseObject(text: string, what: string): Parsed<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `The ${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: `The ${what} must be a JSON object, in braces.` };
  return { value: value as Record<string, unknown> };
}
