import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { activitySummary } from './activity';
import { keys, useAgentName } from '../../lib/queries/agents';

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
          <DataTable
            label="Activity, newest first"
            rows={entries}
            rowKey={(entry) => entry.id}
            rowProps={() => ({ className: 'activity-row' })}
            columns={[
              { header: 'Type', cell: (entry) => <Badge value={entry.type} /> },
              // The summary before the time: on a phone it is what shows without scrolling sideways.
              {
                header: 'What happened',
                className: 'wrap-anywhere',
                cell: (entry) => (
                  <>
                    {activitySummary(entry, agentName)} {entry.mode === 'test' && <Badge value="test" />}
                  </>
                ),
              },
              { header: 'Time', className: 'nowrap', cell: (entry) => <When iso={entry.occurred_at} /> },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}
