import dagre from '@dagrejs/dagre';

/** The size every step's node is drawn at, so that dagre can space them. */
export const NODE_WIDTH = 210;

export interface Placed {
  x: number;
  y: number;
}

/**
 * Where each node goes, top to bottom in the order the edges run (dagre's layered layout): a
 * graph that reads down, which fits a phone's width better than one that reads across.
 * Positions are top-left corners, as React Flow takes them.
 */
export function layout(ids: string[], edges: { source: string; target: string }[], nodeHeight: number): Map<string, Placed> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 32, ranksep: 56, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of ids) graph.setNode(id, { width: NODE_WIDTH, height: nodeHeight });
  for (const edge of edges) if (graph.hasNode(edge.source) && graph.hasNode(edge.target)) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  return new Map(
    ids.map((id) => {
      const node = graph.node(id);
      return [id, { x: node.x - NODE_WIDTH / 2, y: node.y - nodeHeight / 2 }];
    }),
  );
}
