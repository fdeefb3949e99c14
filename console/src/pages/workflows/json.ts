import type { WorkflowVersionCreateParams } from '@proctor/sdk';
import { parseObject, type Parsed } from '../../lib/json';

/** What the version editor holds for a workflow with no version yet: one step, a delay. */
export const EXAMPLE_DEFINITION: WorkflowVersionCreateParams = {
  steps: [{ label: 'Wait', type: 'delay', input: { seconds: 5 } }],
  edges: [],
};

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
