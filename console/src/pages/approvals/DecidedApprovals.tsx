import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Badge, Id, Money, When } from '../../components/Format';
import { TableWrap } from '../../components/TableWrap';
import { AgentLink } from '../requests/agents';
import { runPath, subjectOf, WorkflowLink } from './subject';

/**
 * Approvals already decided (or expired): who decided, when, with what note, and where the request
 * ended (or, for a workflow step, a link to its run).
 */
export function DecidedApprovals({ approvals, agentName }: { approvals: Approval[]; agentName: (id: string) => string | undefined }) {
  const { user } = useSession();
  return (
    <TableWrap label="Decided approvals">
      <table>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Agent or workflow</th>
            <th scope="col">Operation or step</th>
            <th scope="col" className="num">
              Estimated cost
            </th>
            <th scope="col">Decision</th>
            <th scope="col">Decided</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
            <th scope="col">Request or run</th>
          </tr>
        </thead>
        <tbody>
          {approvals.map((approval) => (
            <tr key={approval.id} id={approval.id}>
              <td className="nowrap">
                <When iso={approval.created_at} />
              </td>
              <Subject approval={approval} agentName={agentName} />
              <td>
                <Badge value={approval.status} />
              </td>
              <td className="nowrap">{approval.decided_at ? <When iso={approval.decided_at} /> : '—'}</td>
              <td>{approval.decided_by === null ? (approval.status === 'expired' ? 'nobody' : '—') : approval.decided_by === user.id ? 'you' : <Id value={approval.decided_by} />}</td>
              <td>{approval.note ?? '—'}</td>
              <td>
                <Outcome approval={approval} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Who asked for what, at what estimated cost: the agent and its operation, or the workflow and its step (which costs nothing). */
function Subject({ approval, agentName }: { approval: Approval; agentName: (id: string) => string | undefined }) {
  const subject = subjectOf(approval);
  if (subject.kind === 'workflow_step') {
    return (
      <>
        <td>
          <WorkflowLink id={subject.step.workflow_id} />
        </td>
        <td>
          {subject.step.title}
          <br />
          <small className="hint">
            Workflow step <code>{subject.step.step_label}</code>
          </small>
        </td>
        <td className="num">—</td>
      </>
    );
  }
  return (
    <>
      <td>
        <AgentLink id={subject.request.agent_id} name={agentName(subject.request.agent_id)} />
      </td>
      <td>
        <code>{subject.request.operation}</code>
      </td>
      <td className="num">
        <Money cents={approval.cost_cents} />
      </td>
    </>
  );
}

/** Where it ended: the request's status, or the run's page. */
function Outcome({ approval }: { approval: Approval }) {
  const subject = subjectOf(approval);
  if (subject.kind === 'workflow_step') {
    return (
      <Link to={runPath(subject.step)}>
        View run<span className="visually-hidden"> {subject.step.run_id}</span>
      </Link>
    );
  }
  return (
    <Link to={`/requests/${subject.request.id}`}>
      <Badge value={subject.request.status} />
      <span className="visually-hidden"> request {subject.request.id}</span>
    </Link>
  );
}
