import { ProctorError } from '@proctor/sdk';
import type { Definition } from './definition';

/** What the server said about one step: problems at its fields (by the input field's name, or "label"), and the rest. */
export interface StepProblems {
  fields: Map<string, string[]>;
  other: string[];
  count: number;
}

const add = (map: Map<string, string[]>, key: string, message: string) => map.set(key, [...(map.get(key) ?? []), message]);

/**
 * The server's problems with a saved definition, by the label of the step each concerns: it names
 * them by path (steps.1.input.seconds, edges.0.to), indices into the definition it was sent,
 * which is read here rather than the one on screen, so that an edit made since cannot move them.
 * An edge's problem is the step it leads to's. Problems of the whole version (a cycle) are not
 * any step's: the list under the editor names them.
 */
export function problemsByStep(error: unknown, sent: Definition | undefined): Map<string, StepProblems> {
  const found = new Map<string, StepProblems>();
  if (!(error instanceof ProctorError) || !sent) return found;
  const of = (label: string) => {
    let problems = found.get(label);
    if (!problems) found.set(label, (problems = { fields: new Map(), other: [], count: 0 }));
    problems.count += 1;
    return problems;
  };
  for (const detail of error.details ?? []) {
    const [root, index, part, field] = detail.path.split('.');
    if (root === 'steps' && index !== undefined) {
      const step = sent.steps[Number(index)];
      if (!step) continue;
      const problems = of(step.label);
      if (part === 'label') add(problems.fields, 'label', detail.message);
      else if (part === 'input' && field !== undefined) add(problems.fields, field, detail.message);
      else problems.other.push(detail.message);
    } else if (root === 'edges' && index !== undefined) {
      const edge = sent.edges[Number(index)];
      if (edge) of(edge.to).other.push(`The edge from ${edge.from}: ${detail.message}`);
    }
  }
  return found;
}
