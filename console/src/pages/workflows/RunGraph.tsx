import { useQuery } from '@tanstack/react-query';
import type { NodeTypes } from '@xyflow/react';
import type { WorkflowRun } from '@proctor/sdk';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { RunNode, type RunNodeData } from './RunNode';
import { StepGraph, type GraphEdge } from './editor/StepGraph';
import { lastAttempts, waitingFor } from './waiting';

const NODE_TYPES: NodeTypes = { step: RunNode };
const NODE_HEIGHT = 100;

/**
 * A run drawn on its version's graph: each step by the status of its last attempt. The version
 * never changes once saved, so it is read once; the run, read again while it runs, recolours it.
 */
export function RunGraph({ run }: { run: WorkflowRun }) {
  const version = useQuery({
    queryKey: ['workflows', run.workflow_id, 'versions', run.version_id],
    queryFn: () => api.workflows.versions.retrieve(run.workflow_id, run.version_id),
    staleTime: Infinity,
  });
  const last = lastAttempts(run.steps);
  return (
    <QueryView query={version}>
      {({ steps, edges }) => {
        const ids = new Map(steps.map((step, index) => [step.label, `s${index}`]));
        const graphEdges: GraphEdge[] = edges.flatMap((edge, index) => {
          const source = ids.get(edge.from);
          const target = ids.get(edge.to);
          return source && target ? [{ id: `e${index}`, source, target, label: edge.when === undefined ? undefined : String(edge.when), name: `${edge.from} to ${edge.to}` }] : [];
        });
        const nodes = steps.map((step, index) => {
          const attempt = last.get(step.label);
          return {
            id: `s${index}`,
            data: {
              label: step.label,
              type: step.type,
              status: attempt?.status ?? 'pending',
              attempt: attempt?.attempt ?? 1,
              waiting: attempt && waitingFor(attempt, run.agent_id),
            } satisfies RunNodeData,
          };
        });
        return <StepGraph label="Steps of this run" nodes={nodes} edges={graphEdges} nodeTypes={NODE_TYPES} nodeHeight={NODE_HEIGHT} />;
      }}
    </QueryView>
  );
}
