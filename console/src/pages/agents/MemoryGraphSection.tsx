import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Memory, MemoryGraph } from '@proctor/sdk';
import { DataTable } from '../../components/DataTable';
import { Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { excerpt } from './memory';
import { keys } from '../../lib/queries/agents';

const WIDTH = 640;
const HEIGHT = 440;
const RADIUS = 150;
const NODE = 7;
/** Above this many memories the labels would overlap into noise: each node keeps its <title>, and the table names them. */
const MAX_LABELS = 24;
const LABEL_CHARS = 20;
/** Links the table shows before "Show more": the graph holds up to 500 memories and their links. */
const LINK_ROWS = 100;

/** The agent's memories and the links between them: a picture, and the same links as a table for screen readers and phones. */
export function MemoryGraphSection({ agentId }: { agentId: string }) {
  const graph = useQuery({ queryKey: keys.memoryGraph(agentId), queryFn: () => api.agents.memories.graph(agentId) });
  return (
    <Section title="Memory graph">
      <QueryView query={graph}>
        {(data) =>
          data.nodes.length === 0 ? (
            <Empty title="No memories to draw">A memory links to others of the same agent with its <code>links</code>; each link is drawn here.</Empty>
          ) : (
            <>
              {data.truncated && <p className="hint">The newest 500 memories, and the links among them.</p>}
              <GraphPicture graph={data} />
              <LinksTable graph={data} />
            </>
          )
        }
      </QueryView>
    </Section>
  );
}

/** Nodes evenly on a circle, the first at the top, clockwise; each link a line with an arrow from the memory that links to the one it names. */
function GraphPicture({ graph }: { graph: MemoryGraph }) {
  const arrow = useId();
  const count = graph.nodes.length;
  const place = new Map(
    graph.nodes.map((node, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
      return [node.id, { node, angle, x: WIDTH / 2 + RADIUS * Math.cos(angle), y: HEIGHT / 2 + RADIUS * Math.sin(angle) }];
    }),
  );
  const links = graph.edges.length;
  return (
    <svg
      className="memory-graph"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Memory graph: ${count} ${count === 1 ? 'memory' : 'memories'} and ${links} ${links === 1 ? 'link' : 'links'} between them; the table below lists each link.`}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className="memory-graph-arrow" />
        </marker>
      </defs>
      {graph.edges.map((edge) => {
        const from = place.get(edge.source);
        const to = place.get(edge.target);
        if (!from || !to) return null;
        // Stop the line at the target's rim, so that the arrow shows.
        const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
        const trim = (NODE + 2) / length;
        return (
          <line
            key={`${edge.source}-${edge.target}`}
            className="memory-graph-edge"
            x1={from.x}
            y1={from.y}
            x2={to.x - (to.x - from.x) * trim}
            y2={to.y - (to.y - from.y) * trim}
            markerEnd={`url(#${arrow})`}
          />
        );
      })}
      {[...place.values()].map(({ node, angle, x, y }) => {
        const right = Math.cos(angle) >= -0.01;
        const labelX = x + Math.cos(angle) * (NODE + 6);
        const labelY = y + Math.sin(angle) * (NODE + 6);
        return (
          <g key={node.id} className="memory-graph-node">
            <title>{excerpt(node.content, 120)}</title>
            <circle cx={x} cy={y} r={NODE} />
            {count <= MAX_LABELS && (
              <text x={labelX} y={labelY} dy="0.35em" textAnchor={Math.abs(Math.cos(angle)) < 0.2 ? 'middle' : right ? 'start' : 'end'}>
                {excerpt(node.content, LABEL_CHARS)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Every link of the graph as a row: the memory that links, and the one it links to. */
function LinksTable({ graph }: { graph: MemoryGraph }) {
  const [shown, setShown] = useState(LINK_ROWS);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  if (graph.edges.length === 0) return <p className="hint">No memory links to another yet.</p>;
  return (
    <>
      <DataTable
        label="Memory links"
        caption="Memory links: each memory and the memory it links to"
        rows={graph.edges.slice(0, shown)}
        rowKey={(edge) => `${edge.source}-${edge.target}`}
        rowProps={() => ({ className: 'memory-link' })}
        columns={[
          { header: 'From', className: 'wrap-anywhere', cell: (edge) => <MemoryName memory={byId.get(edge.source)} /> },
          { header: 'Links to', className: 'wrap-anywhere', cell: (edge) => <MemoryName memory={byId.get(edge.target)} /> },
        ]}
      />
      {graph.edges.length > shown && (
        <p className="more">
          <button type="button" className="secondary" onClick={() => setShown(shown + LINK_ROWS)}>
            Show more links ({graph.edges.length - shown} more)
          </button>
        </p>
      )}
    </>
  );
}

function MemoryName({ memory }: { memory: Memory | undefined }) {
  if (!memory) return <span className="hint">a memory not shown</span>;
  return (
    <>
      {excerpt(memory.content, 80)} <span className="hint">({memory.kind})</span>
    </>
  );
}
