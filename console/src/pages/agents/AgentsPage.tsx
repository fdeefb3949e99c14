import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { NewAgentForm } from './NewAgentForm';
import { keys } from '../../lib/queries/agents';

/** The agents of the active workspace, and a form to make one. */
export function AgentsPage() {
  const { query, items } = useCursorList(keys.list, (cursor) => api.agents.list({ cursor }));
  return (
    <Page
      title="Agents"
      intro="The agents of this workspace: each has its own keys, and may dispatch only the operations bound to it, within their limits."
    >
      <NewAgentForm />
      <Section title="Agents in this workspace">
        <CursorList query={query} items={items} empty={<Empty title="No agents yet">Make one with the New agent form above.</Empty>}>
          {(agents) => (
            <DataTable
              label="Agents"
              rows={agents}
              rowKey={(agent) => agent.id}
              columns={[
                {
                  header: 'Name',
                  cell: (agent) => (
                    <>
                      <Link to={`/agents/${agent.id}`}>{agent.name}</Link>
                      {agent.description && <div className="hint">{agent.description}</div>}
                    </>
                  ),
                },
                { header: 'Status', cell: (agent) => <Badge value={agent.status} /> },
                { header: 'Created', cell: (agent) => <When iso={agent.created_at} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}
