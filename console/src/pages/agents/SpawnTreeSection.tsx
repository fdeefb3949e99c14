import { useQuery } from '@tanstack/react-query';
import type { Agent } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { AgentLink } from '../../components/AgentLink';
import { keys } from '../../lib/queries/agents';
import { useSpawnedAgents } from './queries';

/**
 * The agent's place in its spawn tree: the agent that spawned it, and the agents it spawned, one
 * level down (each child's page shows its own children, so the tree is walked a level at a time).
 */
export function SpawnTreeSection({ agent }: { agent: Agent }) {
  const { query, items } = useSpawnedAgents(agent.id);
  return (
    <Section title="Spawned agents">
      {agent.parent_agent_id && <SpawnedBy parentId={agent.parent_agent_id} depth={agent.depth} />}
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title="This agent has not spawned any agents.">
            An agent spawns a child with its own key (<code>POST /api/v1/agents/spawn</code>), carving the child’s monthly budget from its own.
          </Empty>
        }
      >
        {(children) => (
          <DataTable
            label="Agents spawned by this agent"
            rows={children}
            rowKey={(child) => child.id}
            columns={[
              { header: 'Name', cell: (child) => <AgentLink id={child.id} name={child.name} /> },
              { header: 'Status', cell: (child) => <Badge value={child.status} /> },
              {
                header: 'Monthly budget',
                className: 'num',
                cell: (child) => (child.monthly_budget_cents === null ? 'None' : <Money cents={child.monthly_budget_cents} />),
              },
              { header: 'Spawned', className: 'nowrap', cell: (child) => <When iso={child.created_at} /> },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}

/** "Spawned by …": the parent named once it is read (it shares the parent's own page's cache), by id until then or if it is gone. */
function SpawnedBy({ parentId, depth }: { parentId: string; depth: number }) {
  const parent = useQuery({ queryKey: keys.agent(parentId), queryFn: () => api.agents.retrieve(parentId), retry: false });
  return (
    <p className="spawned-by">
      Spawned by <AgentLink id={parentId} name={parent.data?.name} />{' '}
      <span className="hint">(level {depth} of the spawn tree; the organization’s own agents are level 0)</span>
    </p>
  );
}
