import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { useAgentName } from '../../lib/queries/agents';
import { AgentLink } from '../../components/AgentLink';
import { keys } from '../../lib/queries/workflows';

/** The runs of a workflow, newest first, each linking to its page. */
export function RunsSection({ workflowId }: { workflowId: string }) {
  const agentName = useAgentName();
  const { query, items } = useCursorList(keys.runs(workflowId), (cursor) => api.workflows.runs.list(workflowId, { cursor, order: 'desc' }));
  return (
    <Section title="Runs">
      <CursorList query={query} items={items} empty={<Empty title="No runs yet">Start one with the Run form above.</Empty>}>
        {(runs) => (
          <DataTable
            label="Runs"
            rows={runs}
            rowKey={(run) => run.id}
            columns={[
              {
                header: 'Started',
                className: 'nowrap',
                cell: (run) => (
                  <Link to={`/workflows/${workflowId}/runs/${run.id}`}>
                    <When iso={run.created_at} />
                  </Link>
                ),
              },
              { header: 'Status', cell: (run) => <Badge value={run.status} /> },
              { header: 'Mode', cell: (run) => <Badge value={run.mode} /> },
              { header: 'Agent', cell: (run) => <AgentLink id={run.agent_id} name={agentName(run.agent_id)} /> },
              { header: 'Cost', cell: (run) => <Money cents={run.cost_cents} /> },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}
