import type { Definition } from './definition';
import { upstreamOf } from './definition';

/** Every `${input.<key>}` the definition already reads, so that the next field is offered the same keys. */
function inputKeys(definition: Definition): string[] {
  const keys = new Set<string>();
  const text = JSON.stringify(definition.steps.map((step) => step.input ?? {}));
  for (const match of text.matchAll(/\$\{input\.([A-Za-z0-9_]+)/g)) keys.add(match[1]!);
  return [...keys].sort();
}

/**
 * The templates a string in the step labelled `label` may hold: the run's input (the keys other
 * steps read, and the bare prefix), and the output of each step that runs before it, the only
 * steps the server lets it read.
 */
export function templatesFor(definition: Definition, label: string | undefined): string[] {
  const steps = label === undefined ? definition.steps.map((step) => step.label) : upstreamOf(definition, label);
  return [...inputKeys(definition).map((key) => `\${input.${key}}`), '${input}', ...steps.map((step) => `\${steps.${step}.output}`)];
}

/** The unfinished template just before the caret ("${ste"), if any: what a suggestion replaces. */
export function openTemplate(before: string): string | undefined {
  return /\$\{[A-Za-z0-9_.]*$/.exec(before)?.[0];
}
