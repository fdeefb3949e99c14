import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { Page } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { useAgentName } from '../../lib/queries/agents';
import { keys, type ApprovalVerdict } from '../../lib/queries/approvals';
import { DecidedApprovals } from './DecidedApprovals';
import { Decisions, type Decision } from './Decisions';
import { PendingApproval } from './PendingApproval';
import { runPath, subjectOf } from './subject';
import { useNow } from './useNow';

const TABS = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'expired', label: 'Expired' },
] as const;
type Status = (typeof TABS)[number]['status'];

/** How often the queue asks the server for new approvals while the page is in view. */
const POLL_MS = 3000;

/**
 * The console's start page: the requests waiting for a person's decision, kept current by polling
 * (and on returning to the window), and those decided before, one tab per status.
 */
export function ApprovalsPage() {
  const [params] = useSearchParams();
  const status: Status = TABS.find((tab) => tab.status === params.get('status'))?.status ?? 'pending';
  const agentName = useAgentName();
  const decides = useCan('decide_approvals');
  const now = useNow();
  const [decisions, setDecisions] = useState<Decision[]>([]);
  const nextKey = useRef(0);
  // Waiting ones oldest first (the next to expire on top); decided ones newest first.
  const order = status === 'pending' ? 'asc' : 'desc';
  const { query, items } = useCursorList(keys.list(status), (cursor) => api.approvals.list({ status, order, cursor }), {
    refetchInterval: status === 'pending' ? POLL_MS : undefined,
  });

  // The decision's hook reads again what it changed (useDecideApproval); the page keeps the last few outcomes.
  const decided = (approval: Approval) => (verdict: ApprovalVerdict, result: { approval: Approval } | { error: unknown }) => {
    const subject = subjectOf(approval);
    const about: Pick<Decision, 'label' | 'link'> =
      subject.kind === 'service_request'
        ? {
            label: `${agentName(subject.request.agent_id) ?? subject.request.agent_id} · ${subject.request.operation}`,
            link: { to: `/requests/${subject.request.id}`, text: 'View request' },
          }
        : { label: `${subject.step.title} · workflow step ${subject.step.step_label}`, link: { to: runPath(subject.step), text: 'View run' } };
    nextKey.current += 1;
    setDecisions((list) => [{ key: nextKey.current, verdict, ...about, ...result }, ...list].slice(0, 5));
  };

  return (
    <Page
      title="Approvals"
      intro="Requests whose estimated cost is above their binding's approval threshold wait here until someone approves (it runs at once) or rejects them, and so do workflow runs at an approval step (approving completes the step and the run goes on). This list updates every few seconds."
    >
      <nav className="tabs" aria-label="Approvals by status">
        {TABS.map((tab) => (
          <Link key={tab.status} to={tab.status === 'pending' ? '/approvals' : `/approvals?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {!decides && (
        <p className="hint">
          Approvals are decided by admins and owners; as a member you can follow what your agents do under <Link to="/requests">Service requests</Link>.
        </p>
      )}
      <Decisions decisions={decisions} dismiss={(key) => setDecisions((list) => list.filter((decision) => decision.key !== key))} />
      <CursorList query={query} items={items} empty={<EmptyTab status={status} />}>
        {(approvals) =>
          status === 'pending' ? (
            <div className="approvals">
              {approvals.map((approval) => (
                <PendingApproval
                  key={approval.id}
                  approval={approval}
                  agentName={approval.service_request ? agentName(approval.service_request.agent_id) : undefined}
                  now={now}
                  onDecided={decided(approval)}
                />
              ))}
            </div>
          ) : (
            <DecidedApprovals approvals={approvals} agentName={agentName} />
          )
        }
      </CursorList>
    </Page>
  );
}

function EmptyTab({ status }: { status: Status }) {
  if (status !== 'pending') return <Empty title={`No ${status} approvals`}>Approvals appear here once they are {status}.</Empty>;
  return (
    <Empty title="Nothing is waiting for approval">
      <p>
        An agent's request waits here when its estimated cost is above the <strong>approval threshold</strong> of the agent's binding for that
        operation. Set a threshold on an agent's page, under its services; until someone decides, the agent is told <code>approval_required</code>, and an
        approval nobody decides expires.
      </p>
      <p>A workflow run waits here too when it reaches an <strong>approval step</strong>: approving completes the step, rejecting fails it.</p>
    </Empty>
  );
}
