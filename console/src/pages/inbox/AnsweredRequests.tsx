import type { AgentRequest } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Id, When } from '../../components/Format';
import { TableWrap } from '../../components/TableWrap';
import { AgentLink } from '../requests/agents';
import { KIND_LABELS } from './kinds';

/** Requests already resolved or dismissed: what was asked, the answer the agent reads, by whom and when. */
export function AnsweredRequests({ requests, agentName, label }: { requests: AgentRequest[]; agentName: (id: string) => string | undefined; label: string }) {
  const { user } = useSession();
  return (
    <TableWrap label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Agent</th>
            <th scope="col">Kind</th>
            <th scope="col">Request</th>
            <th scope="col">Answer</th>
            <th scope="col">By</th>
            <th scope="col">Answered</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} id={request.id}>
              <td className="nowrap">
                <When iso={request.created_at} />
              </td>
              <td>
                <AgentLink id={request.agent_id} name={agentName(request.agent_id)} />
              </td>
              <td>{KIND_LABELS[request.kind]}</td>
              <td className="agent-request-cell">
                <strong>{request.title}</strong>
                <br />
                {request.body}
              </td>
              <td className="agent-request-cell">{request.response ?? '—'}</td>
              <td>{request.resolved_by === null ? '—' : request.resolved_by === user.id ? 'you' : <Id value={request.resolved_by} />}</td>
              <td className="nowrap">{request.resolved_at ? <When iso={request.resolved_at} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
