import type { WorkflowVersionCreateParams } from '@proctor/sdk';

/** A version's steps and edges: the one thing the graph, the forms and the JSON view all edit. */
export interface Definition {
  steps: Step[];
  edges: Edge[];
}
export type Step = WorkflowVersionCreateParams['steps'][number];
export type Edge = NonNullable<WorkflowVersionCreateParams['edges']>[number];
export type StepTypeName = Step['type'];

/** "service_call" → "ServiceCall", then ServiceCall2, 3… until no step has it. */
export function freshLabel(definition: Definition, type: string): string {
  const stem = type
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  const taken = new Set(definition.steps.map((step) => step.label));
  let label = stem;
  for (let n = 2; taken.has(label); n += 1) label = `${stem}${n}`;
  return label;
}

export const withStep = (definition: Definition, step: Step): Definition => ({ ...definition, steps: [...definition.steps, step] });

/** Without the step at `index`, nor the edges into or out of it. */
export function withoutStep(definition: Definition, index: number): Definition {
  const label = definition.steps[index]?.label;
  return {
    steps: definition.steps.filter((_, at) => at !== index),
    edges: definition.edges.filter((edge) => edge.from !== label && edge.to !== label),
  };
}

/** The step at `index` replaced; a new label is carried to its edges, which name steps by label. */
export function withStepChanged(definition: Definition, index: number, step: Step): Definition {
  const old = definition.steps[index]?.label;
  const renamed = (label: string) => (label === old ? step.label : label);
  return {
    steps: definition.steps.map((current, at) => (at === index ? step : current)),
    edges: old === step.label ? definition.edges : definition.edges.map((edge) => ({ ...edge, from: renamed(edge.from), to: renamed(edge.to) })),
  };
}

/** With the edge from → to, unless it is there already or joins a step to itself. */
export function withEdge(definition: Definition, from: string, to: string): Definition {
  if (from === to || definition.edges.some((edge) => edge.from === from && edge.to === to)) return definition;
  return { ...definition, edges: [...definition.edges, { from, to }] };
}

export const withoutEdges = (definition: Definition, drop: (edge: Edge, index: number) => boolean): Definition => ({
  ...definition,
  edges: definition.edges.filter((edge, index) => !drop(edge, index)),
});

/** The edge at `index` followed only when its condition comes out `when`; always, without. */
export function withEdgeWhen(definition: Definition, index: number, when: boolean | undefined): Definition {
  return {
    ...definition,
    edges: definition.edges.map((edge, at) => {
      if (at !== index) return edge;
      const { when: _old, ...rest } = edge;
      return when === undefined ? rest : { ...rest, when };
    }),
  };
}

/** The labels of the steps that run before `label`, directly or not: those its templates may read. */
export function upstreamOf(definition: Definition, label: string): string[] {
  const found = new Set<string>();
  const visit = (to: string) => {
    for (const edge of definition.edges) {
      if (edge.to === to && !found.has(edge.from)) {
        found.add(edge.from);
        visit(edge.from);
      }
    }
  };
  visit(label);
  return definition.steps.map((step) => step.label).filter((candidate) => found.has(candidate));
}
