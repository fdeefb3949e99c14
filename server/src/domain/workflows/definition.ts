import { LogicEngine } from 'json-logic-engine';
import { z } from 'zod';
import type { ErrorDetail } from '../errors.js';
import { getOperation } from '../catalog/registry.js';
import { STEPS, STEP_TYPES, type StepTypeName } from './steps/index.js';
import { ZServiceCallInputSchema } from './steps/service-call.js';
import { isWholeTemplate, parseReference, templatesIn } from './templates.js';
import { ZJsonObjectSchema } from '../bounded.js';

export const MAX_STEPS = 100;
export const MAX_EDGES = 500;
/** The operators one condition may hold: a condition is a test, and its evaluation has a deadline (conditions.ts). */
export const MAX_CONDITION_OPERATIONS = 200;

export const ZStepLabelSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must start with a letter and hold only letters, digits and _, at most 64 characters')
  .meta({ description: 'Unique in the version; templates name the step by it: ${steps.<label>.output}' });

export const ZStepSchema = z
  .strictObject({
    label: ZStepLabelSchema,
    type: z.enum(STEP_TYPES),
    input: ZJsonObjectSchema.default({}).meta({ description: "The step type's input; any string may hold templates" }),
  })
  .meta({ id: 'WorkflowStep' });

export const ZEdgeSchema = z
  .strictObject({
    from: ZStepLabelSchema,
    to: ZStepLabelSchema,
    when: z.boolean().optional().meta({ description: "Only from a condition step: followed when the condition's result is this" }),
  })
  .meta({ id: 'WorkflowEdge' });

export const ZDefinitionSchema = z.strictObject({
  steps: z.array(ZStepSchema).min(1).max(MAX_STEPS),
  edges: z.array(ZEdgeSchema).max(MAX_EDGES).default([]),
});

export type WorkflowStep = z.infer<typeof ZStepSchema>;
export type WorkflowEdge = z.infer<typeof ZEdgeSchema>;
export type Definition = z.infer<typeof ZDefinitionSchema>;

/** The operators a condition may use: json-logic-engine's own. It is evaluated in a worker, by the interpreter (conditions.ts). */
const conditionEngine = new LogicEngine();

type Problem = ErrorDetail;
type Path = (string | number)[];
const pathOf = (path: Path) => path.join('.');

/**
 * The issues of `schema` on `value`, leaving out those at or under a whole-template string (it
 * stands for a value of any type until the run resolves it).
 */
function inputProblems(schema: z.ZodType, value: unknown, at: Path): Problem[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  const templated = (path: PropertyKey[]) => {
    let current: unknown = value;
    for (const key of path) {
      if (isWholeTemplate(current)) return true;
      current = current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined;
    }
    return isWholeTemplate(current);
  };
  return parsed.error.issues
    .filter((issue) => !templated(issue.path))
    .map((issue) => ({ path: pathOf([...at, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))]), message: issue.message, code: issue.code }));
}

/**
 * Each JSON Logic operator the expression uses must be one the engine knows, at most
 * MAX_CONDITION_OPERATIONS of them; `var`s reading steps name them. What an expression costs on
 * its data is known only when it runs: its deadline bounds that.
 */
function conditionProblems(expression: unknown, at: Path, upstream: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  let operations = 0;
  const visit = (node: unknown, path: Path) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      problems.push({ path: pathOf(path), message: 'A JSON Logic operation is an object with exactly one operator key', code: 'invalid_condition' });
      return;
    }
    const operator = keys[0]!;
    const args = (node as Record<string, unknown>)[operator];
    operations += 1;
    if (!(operator in conditionEngine.methods)) {
      problems.push({ path: pathOf([...path, operator]), message: `Unknown JSON Logic operator "${operator}"`, code: 'invalid_condition' });
      return;
    }
    const name = operator === 'var' ? (Array.isArray(args) ? args[0] : args) : undefined;
    if (typeof name === 'string' && name.startsWith('steps.')) {
      const label = name.split('.')[1] ?? '';
      if (!upstream.has(label)) {
        problems.push({ path: pathOf([...path, operator]), message: `reads step "${label}", which does not run before this one`, code: 'invalid_reference' });
      }
    }
    visit(args, [...path, operator]);
  };
  visit(expression, at);
  if (operations > MAX_CONDITION_OPERATIONS) {
    problems.push({ path: pathOf(at), message: `A condition holds at most ${MAX_CONDITION_OPERATIONS} operations; this one has ${operations}`, code: 'invalid_condition' });
  }
  return problems;
}

/** The labels each step comes after, directly or not; null when the edges have a cycle. */
function ancestorsOf(labels: string[], edges: WorkflowEdge[]): Map<string, Set<string>> | null {
  const parents = new Map(labels.map((label) => [label, [] as string[]]));
  const incoming = new Map(labels.map((label) => [label, 0]));
  for (const edge of edges) {
    parents.get(edge.to)!.push(edge.from);
    incoming.set(edge.to, incoming.get(edge.to)! + 1);
  }
  // Kahn's algorithm: a step whose parents are all placed is placed next.
  const children = new Map(labels.map((label) => [label, edges.filter((edge) => edge.from === label).map((edge) => edge.to)]));
  const ready = labels.filter((label) => incoming.get(label) === 0);
  const ancestors = new Map<string, Set<string>>();
  while (ready.length > 0) {
    const label = ready.shift()!;
    ancestors.set(label, new Set(parents.get(label)!.flatMap((parent) => [parent, ...ancestors.get(parent)!])));
    for (const child of children.get(label)!) {
      incoming.set(child, incoming.get(child)! - 1);
      if (incoming.get(child) === 0) ready.push(child);
    }
  }
  return ancestors.size === labels.length ? ancestors : null;
}

/**
 * Every problem of a version's steps and edges, each at its path: labels unique; edges between
 * existing steps, once each, `when` only from a condition; no cycle; each step's input valid for
 * its type (a service_call's payload for its operation); every template and every condition `var`
 * reading the run's input or a step that runs before. Empty: the version can be saved.
 */
export function definitionProblems(definition: Definition): Problem[] {
  const problems: Problem[] = [];
  const types = new Map<string, StepTypeName>();
  definition.steps.forEach((step, index) => {
    if (types.has(step.label)) problems.push({ path: `steps.${index}.label`, message: `Label "${step.label}" is used by another step`, code: 'duplicate_label' });
    else types.set(step.label, step.type);
  });
  const seen = new Set<string>();
  const edges = definition.edges.filter((edge, index) => {
    const before = problems.length;
    for (const end of ['from', 'to'] as const) {
      if (!types.has(edge[end])) problems.push({ path: `edges.${index}.${end}`, message: `No step is labelled "${edge[end]}"`, code: 'unknown_step' });
    }
    if (edge.from === edge.to) problems.push({ path: `edges.${index}`, message: 'A step cannot follow itself', code: 'cycle' });
    const key = `${edge.from}\u0000${edge.to}`;
    if (seen.has(key)) problems.push({ path: `edges.${index}`, message: `The edge ${edge.from} → ${edge.to} is given twice`, code: 'duplicate_edge' });
    seen.add(key);
    if (edge.when !== undefined && types.get(edge.from) !== 'condition') {
      problems.push({ path: `edges.${index}.when`, message: 'Only an edge from a condition step has `when`', code: 'invalid_edge' });
    }
    return problems.length === before;
  });
  const ancestors = ancestorsOf([...types.keys()], edges);
  if (!ancestors) problems.push({ path: 'edges', message: 'The edges form a cycle: a workflow is a directed acyclic graph', code: 'cycle' });

  definition.steps.forEach((step, index) => {
    const at: Path = ['steps', index, 'input'];
    const upstream = ancestors?.get(step.label) ?? new Set<string>();
    problems.push(...inputProblems(STEPS[step.type].input, step.input, at));
    if (step.type === 'service_call' && typeof step.input.operation === 'string' && step.input.payload !== undefined) {
      const operation = ZServiceCallInputSchema.shape.operation.safeParse(step.input.operation);
      if (operation.success) problems.push(...inputProblems(getOperation(operation.data).payload, step.input.payload, [...at, 'payload']));
    }
    if (step.type === 'condition') problems.push(...conditionProblems(step.input.expression, [...at, 'expression'], upstream));
    for (const template of templatesIn(step.input, at)) {
      const reference = parseReference(template.text);
      if ('problem' in reference) {
        problems.push({ path: pathOf(template.path), message: reference.problem, code: 'invalid_template' });
      } else if (reference.source === 'step' && ancestors && !upstream.has(reference.label)) {
        const why = types.has(reference.label) ? 'which does not run before this one (add an edge path to it)' : 'which does not exist';
        problems.push({ path: pathOf(template.path), message: `\${${template.text}} reads step "${reference.label}", ${why}`, code: 'invalid_reference' });
      }
    }
  });
  return problems;
}
