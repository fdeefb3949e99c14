import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Badge, Id, Money, When } from '../../components/Format';
import { TableWrap } from '../../components/TableWrap';
import { AgentLink } from '../requests/agents';

/** Approvals already decided (or expired): who decided, when, with what note, and where the request ended. */
export function DecidedApprovals({ approvals, agentName }: { approvals: Approval[]; agentName: (id: string) => string | undefined }) {
  const { user } = useSession();
  return (
    <TableWrap label="Decided approvals">
      <table>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Agent</th>
            <th scope="col">Operation</th>
            <th scope="col" className="num">
              Estimated cost
            </th>
            <th scope="col">Decision</th>
            <th scope="col">Decided</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
            <th scope="col">Request</th>
          </tr>
        </thead>
        <tbody>
          {approvals.map((approval) => (
            <tr key={approval.id} id={approval.id}>
              <td className="nowrap">
                <When iso={approval.created_at} />
              </td>
              <td>
                <AgentLink id={approval.service_request.agent_id} name={agentName(approval.service_request.agent_id)} />
              </td>
              <td>
                <code>{approval.service_request.operation}</code>
              </td>
              <td className="num">
                <Money cents={approval.cost_cents} />
              </td>
              <td>
                <Badge value={approval.status} />
              </td>
              <td className="nowrap">{approval.decided_at ? <When iso={approval.decided_at} /> : '—'}</td>
              <td>{approval.decided_by === null ? (approval.status === 'expired' ? 'nobody' : '—') : approval.decided_by === user.id ? 'you' : <Id value={approval.decided_by} />}</td>
              <td>{approval.note ?? '—'}</td>
              <td>
                <Link to={`/requests/${approval.service_request.id}`}>
                  <Badge value={approval.service_request.status} />
                  <span className="visually-hidden"> request {approval.service_request.id}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
