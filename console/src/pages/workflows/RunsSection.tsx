import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { AgentLink, useAgentName } from '../requests/agents';
import { keys } from './queries';

/** The runs of a workflow, newest first, each linking to its page. */
export function RunsSection({ workflowId }: { workflowId: string }) {
  const agentName = useAgentName();
  const { query, items } = useCursorList(keys.runs(workflowId), (cursor) => api.workflows.runs.list(workflowId, { cursor, order: 'desc' }));
  return (
    <Section title="Runs">
      <CursorList query={query} items={items} empty={<Empty title="No runs yet">Start one with the Run form above.</Empty>}>
        {(runs) => (
          <TableWrap label="Runs">
            <table>
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">Status</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Agent</th>
                  <th scope="col">Cost</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => (
                  <tr key={run.id}>
                    <td className="nowrap">
                      <Link to={`/workflows/${workflowId}/runs/${run.id}`}>
                        <When iso={run.created_at} />
                      </Link>
                    </td>
                    <td>
                      <Badge value={run.status} />
                    </td>
                    <td>
                      <Badge value={run.mode} />
                    </td>
                    <td>
                      <AgentLink id={run.agent_id} name={agentName(run.agent_id)} />
                    </td>
                    <td>
                      <Money cents={run.cost_cents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </CursorList>
    </Section>
  );
}
