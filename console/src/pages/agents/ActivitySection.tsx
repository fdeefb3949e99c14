import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { useAgentName } from '../requests/agents';
import { activitySummary } from './activity';
import { keys } from './queries';

/** Rows per page: a screenful of the ledger, the rest behind Load more. */
export const ACTIVITY_PAGE = 20;

/** The agent's activity ledger, newest first: its calls, delegations, memory writes and the changes made to it. */
export function ActivitySection({ agentId }: { agentId: string }) {
  const agentName = useAgentName();
  const { query, items } = useCursorList(keys.activity(agentId), (cursor) => api.agents.activity.list(agentId, { cursor, limit: ACTIVITY_PAGE }));
  return (
    <Section title="Activity">
      <p className="hint">
        Everything recorded about this agent in the audit trail, newest first, including the tasks delegated to it. The full entries
        are in the <Link to={`/audit?agent_id=${agentId}`}>audit trail</Link>.
      </p>
      <CursorList query={query} items={items} empty={<Empty title="No activity yet">Calls, delegations and memory writes of this agent appear here.</Empty>}>
        {(entries) => (
          <TableWrap label="Activity, newest first">
            <table>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">What happened</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="activity-row">
                    <td>
                      <Badge value={entry.type} />
                    </td>
                    {/* The summary before the time: on a phone it is what shows without scrolling sideways. */}
                    <td className="wrap-anywhere">
                      {activitySummary(entry, agentName)} {entry.mode === 'test' && <Badge value="test" />}
                    </td>
                    <td className="nowrap">
                      <When iso={entry.occurred_at} />
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
