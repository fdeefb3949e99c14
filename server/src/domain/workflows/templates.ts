/**
 * Templates in a workflow step's input: `${input.<path>}` reads the run's input, and
 * `${steps.<StepLabel>.output}` (with an optional `.<path>` into it) an upstream step's output.
 * A string that is one template and nothing else becomes the value it names, of any JSON type
 * (so `"${input.count}"` can fill a number field); templates inside longer text are interpolated
 * (strings as they are, other values as JSON).
 */

const TEMPLATE = /\$\{([^}]*)\}/g;
const WHOLE = /^\$\{([^}]*)\}$/;
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_-]*$|^\d+$/;

/** What a template names: the run's input, or a step's output, with a path into it. */
export type Reference = { source: 'input'; path: string[] } | { source: 'step'; label: string; path: string[] };

/** A template's text parsed, or why it cannot be. */
export function parseReference(text: string): Reference | { problem: string } {
  const segments = text.trim().split('.');
  if (segments.some((segment) => !SEGMENT.test(segment))) {
    return { problem: `"\${${text}}" is not a reference: use \${input.<key>} or \${steps.<StepLabel>.output}, with dotted keys` };
  }
  const [head, ...rest] = segments;
  if (head === 'input') {
    if (rest.length === 0) return { problem: '"${input}" names no key: use ${input.<key>}' };
    return { source: 'input', path: rest };
  }
  if (head === 'steps') {
    const [label, output, ...path] = rest;
    if (label === undefined || output !== 'output') return { problem: `"\${${text}}" must read a step's output: \${steps.<StepLabel>.output}` };
    return { source: 'step', label, path };
  }
  return { problem: `"\${${text}}" reads neither input nor steps` };
}

/** Every template string in `value`, with its path from `value`, depth first. */
export function templatesIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [...value.matchAll(TEMPLATE)].map((match) => ({ path, text: match[1]! }));
  if (Array.isArray(value)) return value.flatMap((item, index) => templatesIn(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => templatesIn(item, [...path, key]));
  return [];
}

/** Whether the string is one template and nothing else (it then takes the type of what it names). */
export const isWholeTemplate = (value: unknown): boolean => typeof value === 'string' && WHOLE.test(value);

/** What a run's templates read from. */
export interface TemplateScope {
  input: unknown;
  /** The outputs of the steps that have finished, by label. */
  outputs: ReadonlyMap<string, unknown>;
}

/** A template that names nothing at run time: the step fails with this message. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

function walk(value: unknown, path: string[], shown: string): unknown {
  let current = value;
  for (const key of path) {
    const next = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    if (next === undefined) throw new TemplateError(`\${${shown}} names nothing: there is no "${key}"`);
    current = next;
  }
  return current;
}

function lookup(text: string, scope: TemplateScope): unknown {
  const reference = parseReference(text);
  if ('problem' in reference) throw new TemplateError(reference.problem);
  if (reference.source === 'input') return walk(scope.input, reference.path, text);
  if (!scope.outputs.has(reference.label)) throw new TemplateError(`\${${text}} names step ${reference.label}, which has not finished`);
  return walk(scope.outputs.get(reference.label), reference.path, text);
}

/** `value` with every template replaced by what it names in `scope`. */
export function resolveTemplates(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return lookup(whole[1]!, scope);
    return value.replace(TEMPLATE, (_match, text: string) => {
      const found = lookup(text, scope);
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => resolveTemplates(item, scope));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTemplates(item, scope)]));
  }
  return value;
}
