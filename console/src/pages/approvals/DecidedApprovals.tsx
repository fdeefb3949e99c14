import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { DataTable } from '../../components/DataTable';
import { Badge, Id, Money, When } from '../../components/Format';
import { AgentLink } from '../../components/AgentLink';
import { runPath, subjectOf, WorkflowLink } from './subject';

/**
 * Approvals already decided (or expired): who decided, when, with what note, and where the request
 * ended (or, for a workflow step, a link to its run).
 */
export function DecidedApprovals({ approvals, agentName }: { approvals: Approval[]; agentName: (id: string) => string | undefined }) {
  const { user } = useSession();
  return (
    <DataTable
      label="Decided approvals"
      rows={approvals}
      rowKey={(approval) => approval.id}
      rowProps={(approval) => ({ id: approval.id })}
      columns={[
        { header: 'Asked', className: 'nowrap', cell: (approval) => <When iso={approval.created_at} /> },
        { header: 'Agent or workflow', cell: (approval) => <Asker approval={approval} agentName={agentName} /> },
        { header: 'Operation or step', cell: (approval) => <Asked approval={approval} /> },
        {
          header: 'Estimated cost',
          className: 'num',
          // A workflow step costs nothing.
          cell: (approval) => (subjectOf(approval).kind === 'workflow_step' ? '—' : <Money cents={approval.cost_cents} />),
        },
        { header: 'Decision', cell: (approval) => <Badge value={approval.status} /> },
        { header: 'Decided', className: 'nowrap', cell: (approval) => (approval.decided_at ? <When iso={approval.decided_at} /> : '—') },
        {
          header: 'By',
          cell: (approval) =>
            approval.decided_by === null ? (approval.status === 'expired' ? 'nobody' : '—') : approval.decided_by === user.id ? 'you' : <Id value={approval.decided_by} />,
        },
        { header: 'Note', cell: (approval) => approval.note ?? '—' },
        { header: 'Request or run', cell: (approval) => <Outcome approval={approval} /> },
      ]}
    />
  );
}

/** Who asked: the agent, or the workflow whose step it is. */
function Asker({ approval, agentName }: { approval: Approval; agentName: (id: string) => string | undefined }) {
  const subject = subjectOf(approval);
  if (subject.kind === 'workflow_step') return <WorkflowLink id={subject.step.workflow_id} />;
  return <AgentLink id={subject.request.agent_id} name={agentName(subject.request.agent_id)} />;
}

/** What was asked: the agent's operation, or the workflow's step. */
function Asked({ approval }: { approval: Approval }) {
  const subject = subjectOf(approval);
  if (subject.kind === 'service_request') return <code>{subject.request.operation}</code>;
  return (
    <>
      {subject.step.title}
      <br />
      <small className="hint">
        Workflow step <code>{subject.step.step_label}</code>
      </small>
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
