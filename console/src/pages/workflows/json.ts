import type { WorkflowVersionCreateParams } from '@proctor/sdk';

/** What the version editor holds for a workflow with no version yet: one step, a delay. */
export const EXAMPLE_DEFINITION: WorkflowVersionCreateParams = {
  steps: [{ label: 'Wait', type: 'delay', input: { seconds: 5 } }],
  edges: [],
};

type Parsed<T> = { value: T } | { error: string };

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

/** The editor's text as a version's steps and edges (edges may be left out); the server checks the rest. */
export function parseDefinition(text: string): Parsed<WorkflowVersionCreateParams> {
  const parsed = parseObject(text, 'definition');
  if ('error' in parsed) return parsed;
  const { steps, edges = [] } = parsed.value;
  if (!Array.isArray(steps)) return { error: 'The definition needs "steps": a list of steps, each with a label, a type and an input.' };
  if (!Array.isArray(edges)) return { error: 'The definition’s "edges" must be a list of {"from", "to"} pairs.' };
  return { value: { steps, edges } as WorkflowVersionCreateParams };
}

/** How long a step or run took, from its timestamps: "1.2 s", "3 min 4 s"; undefined until both are known. */
export function took(startedAt: string | null, finishedAt: string | null): string | undefined {
  if (!startedAt || !finishedAt) return undefined;
  const ms = new Date(finishedAt).getTime() - new Date(startedAt).getTime();
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
