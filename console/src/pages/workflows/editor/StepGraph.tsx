import { Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Connection, type Edge, type EdgeChange, type Node, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { layout } from './layout';
import './graph.css';

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** Written on the edge: a condition's `when`. */
  label?: string;
  /** Read by a screen reader: "Check to Notify". */
  name: string;
}

interface Props<Data extends Record<string, unknown>> {
  /** The region's accessible name. */
  label: string;
  nodes: { id: string; data: Data }[];
  edges: GraphEdge[];
  /** The one node type drawn: a stable component, defined outside any render. */
  nodeTypes: NodeTypes;
  nodeHeight: number;
  /** Given: edges are drawn by dragging from a node's lower handle to another's upper one. */
  onConnect?: (source: string, target: string) => void;
  onEdgesDelete?: (ids: string[]) => void;
}

/**
 * A workflow version's steps as a graph laid out by dagre, the editor's and a run's alike. The
 * layout is automatic, so nodes are not dragged; the view pans and zooms (a phone sees it whole
 * at first, then zooms in), and fits itself again when a step is added or removed.
 */
export function StepGraph<Data extends Record<string, unknown>>(props: Props<Data>) {
  return (
    <ReactFlowProvider>
      <Graph {...props} />
    </ReactFlowProvider>
  );
}

function Graph<Data extends Record<string, unknown>>({ label, nodes, edges, nodeTypes, nodeHeight, onConnect, onEdgesDelete }: Props<Data>) {
  const shape = `${nodes.map((node) => node.id).join(' ')}|${edges.map((edge) => `${edge.source}>${edge.target}`).join(' ')}`;
  const positions = useMemo(() => layout(nodes.map((node) => node.id), edges, nodeHeight), [shape, nodeHeight]); // eslint-disable-line react-hooks/exhaustive-deps
  const flowNodes: Node<Data>[] = nodes.map((node) => ({
    id: node.id,
    type: 'step',
    data: node.data,
    position: positions.get(node.id) ?? { x: 0, y: 0 },
    draggable: false,
    selectable: false,
    focusable: false,
    // React Flow lets the pane take the pointer over a node neither selectable nor draggable; its links and buttons need it.
    style: { pointerEvents: 'all' },
  }));
  // The edges are the definition's, so the one thing React Flow keeps of them here is which are selected (for Delete).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectEdges = (changes: EdgeChange[]) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const change of changes) {
        if (change.type !== 'select') continue;
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      return next;
    });
  const flowEdges: Edge[] = edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: edge.label,
    ariaLabel: edge.name,
    focusable: false,
    selectable: onEdgesDelete !== undefined,
    selected: selected.has(edge.id),
    className: 'step-edge',
  }));
  const flow = useReactFlow();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const fit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void flow.fitView({ padding: 0.15, maxZoom: 1 }));
    };
    fit();
    // The box narrows when a step's form opens beside it, and with the window: the graph is fitted to it again.
    const observer = new ResizeObserver(fit);
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [shape, flow]);
  return (
    <div className="step-graph" role="region" aria-label={label} ref={box}>
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        nodesDraggable={false}
        nodesConnectable={onConnect !== undefined}
        onConnect={onConnect ? (connection: Connection) => onConnect(connection.source, connection.target) : undefined}
        onEdgesChange={onEdgesDelete ? selectEdges : undefined}
        onEdgesDelete={
          onEdgesDelete
            ? (deleted) => {
                setSelected(new Set());
                onEdgesDelete(deleted.map((edge) => edge.id));
              }
            : undefined
        }
        deleteKeyCode={onEdgesDelete ? ['Backspace', 'Delete'] : null}
        fitView
        fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
        minZoom={0.3}
        maxZoom={1.5}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
