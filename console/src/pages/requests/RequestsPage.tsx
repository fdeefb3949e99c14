import { Link } from 'react-router';
import { ENUMS, OPERATIONS, type ServiceRequest } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, Money, When } from '../../components/Format';
import { SelectField } from '../../components/Form';
import { Page } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { agentOptions, useAgentName, useAgents } from '../../lib/queries/agents';
import { AgentLink } from '../../components/AgentLink';
import { useUrlFilters } from '../../lib/filters';
import { keys } from '../../lib/queries/service-requests';
import { Reason } from '../../components/Reason';
import { ModeBadge } from '../../components/ModeBadge';

const STATUSES = ENUMS.ServiceRequest.status;
const MODES = ENUMS.ServiceRequest.mode;

const all = (label: string, values: readonly string[], name: (value: string) => string = (value) => value) => [
  { value: '', label },
  ...values.map((value) => ({ value, label: name(value) })),
];

/** Every paid action the workspace's agents asked for, newest first, filtered by the URL's query. */
export function RequestsPage() {
  const filters = useUrlFilters({ agent_id: null, operation: OPERATIONS, status: STATUSES, mode: MODES });
  const agents = useAgents();
  const agentName = useAgentName();
  const { agent_id, operation, status, mode } = filters.values;
  const { query, items } = useCursorList(keys.list(filters.values), (cursor) =>
    api.serviceRequests.list({
      agent_id: agent_id || undefined,
      operation: operation || undefined,
      status: status || undefined,
      mode: mode || undefined,
      order: 'desc',
      cursor,
    }),
  );
  return (
    <Page
      title="Service requests"
      intro="Every paid action your agents asked Proctor to run in this workspace, newest first: what was decided, why, and what it cost. Filters stay in the address, so a filtered view can be shared."
    >
      <form className="filters" aria-label="Filter requests" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Agent" value={agent_id} onChange={(value) => filters.set('agent_id', value)} options={agentOptions(agents.data)} />
        <SelectField label="Operation" value={operation} onChange={(value) => filters.set('operation', value)} options={all('All operations', OPERATIONS)} />
        <SelectField label="Status" value={status} onChange={(value) => filters.set('status', value)} options={all('Any status', STATUSES, (value) => value.replace(/_/g, ' '))} />
        <SelectField label="Mode" value={mode} onChange={(value) => filters.set('mode', value)} options={all('Live and test', MODES)} />
        {filters.active && (
          <button type="button" className="secondary" onClick={filters.clear}>
            Clear filters
          </button>
        )}
      </form>
      <CursorList
        query={query}
        items={items}
        empty={
          filters.active ? (
            <Empty title="No requests match these filters">Clear a filter to see more.</Empty>
          ) : (
            <Empty title="No service requests yet">
              An agent makes one each time it calls <code>POST /v1/service-requests</code> with its key; each appears here with its outcome. Test-mode keys
              make free test requests.
            </Empty>
          )
        }
      >
        {(requests) => <RequestsTable requests={requests} agentName={agentName} />}
      </CursorList>
    </Page>
  );
}

function RequestsTable({ requests, agentName }: { requests: ServiceRequest[]; agentName: (id: string) => string | undefined }) {
  return (
    <DataTable
      label="Service requests"
      rows={requests}
      rowKey={(request) => request.id}
      columns={[
        { header: 'Made', className: 'nowrap', cell: (request) => <When iso={request.created_at} /> },
        {
          header: 'Operation',
          cell: (request) => (
            <Link to={`/requests/${request.id}`} aria-label={`${request.operation}, ${request.id}`}>
              {request.operation}
            </Link>
          ),
        },
        { header: 'Agent', cell: (request) => <AgentLink id={request.agent_id} name={agentName(request.agent_id)} /> },
        { header: 'Mode', cell: (request) => <ModeBadge mode={request.mode} /> },
        { header: 'Status', cell: (request) => <Badge value={request.status} /> },
        { header: 'Cost', className: 'num', cell: (request) => <Money cents={request.cost_cents} /> },
        { header: 'Reason', cell: (request) => <Reason code={request.reason_code} /> },
      ]}
    />
  );
}
