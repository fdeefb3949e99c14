import type { AgentRequest } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { DataTable } from '../../components/DataTable';
import { Id, When } from '../../components/Format';
import { AgentLink } from '../../components/AgentLink';
import { KIND_LABELS } from './kinds';

/** Requests already resolved or dismissed: what was asked, the answer the agent reads, by whom and when. */
export function AnsweredRequests({ requests, agentName, label }: { requests: AgentRequest[]; agentName: (id: string) => string | undefined; label: string }) {
  const { user } = useSession();
  return (
    <DataTable
      label={label}
      rows={requests}
      rowKey={(request) => request.id}
      rowProps={(request) => ({ id: request.id })}
      columns={[
        { header: 'Asked', className: 'nowrap', cell: (request) => <When iso={request.created_at} /> },
        { header: 'Agent', cell: (request) => <AgentLink id={request.agent_id} name={agentName(request.agent_id)} /> },
        { header: 'Kind', cell: (request) => KIND_LABELS[request.kind] },
        {
          header: 'Request',
          className: 'agent-request-cell',
          cell: (request) => (
            <>
              <strong>{request.title}</strong>
              <br />
              {request.body}
            </>
          ),
        },
        { header: 'Answer', className: 'agent-request-cell', cell: (request) => request.response ?? '—' },
        {
          header: 'By',
          cell: (request) => (request.resolved_by === null ? '—' : request.resolved_by === user.id ? 'you' : <Id value={request.resolved_by} />),
        },
        { header: 'Answered', className: 'nowrap', cell: (request) => (request.resolved_at ? <When iso={request.resolved_at} /> : '—') },
      ]}
    />
  );
}
