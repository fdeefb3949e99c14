import * as Tabs from '@radix-ui/react-tabs';
import type { NodeTypes } from '@xyflow/react';
import { useState } from 'react';
import { Loading, ErrorNotice } from '../../../components/States';
import { StepGraph, type GraphEdge } from './StepGraph';
import { parseDefinition } from '../json';
import { freshLabel, withEdge, withoutEdges, withStep, type Definition } from './definition';
import { EditorNode, type EditorNodeData } from './EditorNode';
import { JsonView } from './JsonView';
import { Palette } from './Palette';
import type { StepProblems } from './problems';
import { initialInput } from './schema';
import { StepForm } from './StepForm';
import { useStepTypes } from './stepTypes';
import { templatesFor } from './templates';
import './editor.css';

const NODE_TYPES: NodeTypes = { step: EditorNode };
const NODE_HEIGHT = 78;

interface Props {
  definition: Definition;
  onChange: (definition: Definition) => void;
  /** Why the JSON view's text is not a definition (the definition keeps its last valid value), or undefined. */
  jsonError: string | undefined;
  onJsonError: (error: string | undefined) => void;
  problems: Map<string, StepProblems>;
}

/**
 * The version editor: the definition as a graph (a palette of the server's step types, a form per
 * step generated from its type's schema, edges dragged between steps) or as JSON. Both edit the
 * one definition object; the JSON view is written from it each time it opens.
 */
export function WorkflowEditor({ definition, onChange, jsonError, onJsonError, problems }: Props) {
  const types = useStepTypes();
  const [tab, setTab] = useState('graph');
  const [open, setOpen] = useState<number>();
  const selected = open !== undefined && open < definition.steps.length ? open : undefined;
  const ids = new Map(definition.steps.map((step, index) => [step.label, `s${index}`]));
  const labelOf = (id: string) => definition.steps[Number(id.slice(1))]?.label;
  const edges: GraphEdge[] = definition.edges.flatMap((edge, index) => {
    const source = ids.get(edge.from);
    const target = ids.get(edge.to);
    return source && target ? [{ id: `e${index}`, source, target, label: edge.when === undefined ? undefined : String(edge.when), name: `${edge.from} to ${edge.to}` }] : [];
  });
  const nodes = definition.steps.map((step, index) => ({
    id: `s${index}`,
    data: {
      label: step.label,
      type: step.type,
      problems: problems.get(step.label)?.count ?? 0,
      open: index === selected,
      onOpen: () => setOpen(index),
    } satisfies EditorNodeData,
  }));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        onJsonError(undefined);
      }}
      className="workflow-editor-tabs"
    >
      <Tabs.List aria-label="Edit the version as" className="tab-list">
        <Tabs.Trigger value="graph">Graph</Tabs.Trigger>
        <Tabs.Trigger value="json">JSON</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="graph" className="workflow-editor-graph">
        {types.isPending ? <Loading label="Loading the step types…" /> : types.isError ? <ErrorNotice error={types.error} retry={() => void types.refetch()} /> : (
          <Palette
            types={types.data}
            onAdd={(type) => {
              onChange(withStep(definition, { label: freshLabel(definition, type.name), type: type.name, input: initialInput(type.schema) }));
              setOpen(definition.steps.length);
            }}
          />
        )}
        <div className="workflow-editor-canvas">
          <StepGraph
            label="Steps of the version"
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            nodeHeight={NODE_HEIGHT}
            onConnect={(source, target) => {
              const from = labelOf(source);
              const to = labelOf(target);
              if (from && to) onChange(withEdge(definition, from, to));
            }}
            onEdgesDelete={(gone) => onChange(withoutEdges(definition, (_, index) => gone.includes(`e${index}`)))}
          />
          <p className="hint">Drag from a step’s lower handle to another step to make it run after; a selected edge is removed with Delete. A step’s form lists the same edges under “Runs after”.</p>
        </div>
        {selected !== undefined && (
          <StepForm
            definition={definition}
            index={selected}
            type={types.data?.find((type) => type.name === definition.steps[selected]!.type)}
            problems={problems.get(definition.steps[selected]!.label)}
            onChange={onChange}
            onClose={() => setOpen(undefined)}
          />
        )}
      </Tabs.Content>
      <Tabs.Content value="json" className="workflow-editor-json">
        <p className="hint" id="workflow-json-hint">
          <code>{'{"steps": [{"label", "type", "input"}], "edges": [{"from", "to", "when"}]}'}</code>. Strings may read <code>{'${input.<key>}'}</code> and{' '}
          <code>{'${steps.<label>.output}'}</code> (type <code>{'${'}</code> for suggestions). The graph shows each change that parses.
        </p>
        <JsonView
          initial={JSON.stringify(definition, null, 2)}
          label="Steps and edges (JSON)"
          templates={() => templatesFor(definition, undefined)}
          onChange={(text) => {
            const parsed = parseDefinition(text);
            if ('error' in parsed) return onJsonError(parsed.error);
            onJsonError(undefined);
            onChange({ steps: parsed.value.steps, edges: parsed.value.edges ?? [] });
          }}
        />
        {jsonError && <p className="hint">{jsonError} The graph keeps the last definition that parsed.</p>}
      </Tabs.Content>
    </Tabs.Root>
  );
}
