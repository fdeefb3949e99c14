import { useQuery } from '@tanstack/react-query';
import type { ChatApprovalDecision } from '@proctor/sdk';
import { Link } from 'react-router';
import { useCan } from '../../app/session';
import { DecideForm } from '../../components/DecideForm';
import { Badge, Money } from '../../components/Format';
import { ErrorNotice } from '../../components/States';
import { api } from '../../lib/api';
import { keys, useDecideChatApproval } from '../../lib/queries/chat';
import type { ToolCallView } from './turn';

/**
 * A tool call of the assistant: its operation, status and cost, its service request, and, while
 * it waits for approval, Approve and Reject for a person the server lets decide approvals
 * (the session's decide_approvals). `decided`: what this window decided of it (the history says
 * approval_required until its turn resumes); `onDecided` gets the server's answer.
 */
export function ToolCallCard({ call, decided, onDecided }: { call: ToolCallView; decided: string | undefined; onDecided: (answer: ChatApprovalDecision) => void }) {
  const waiting = call.status === 'approval_required';
  return (
    <article className="tool-call" aria-label={`Tool call ${call.name}`}>
      <p className="tool-call-head">
        <code>{call.name}</code> <Badge value={waiting && decided ? decided : call.status} />
        {call.cost_cents !== null && (
          <span className="tool-call-cost">
            {waiting ? 'Estimated cost ' : 'Cost '}
            <Money cents={call.cost_cents} />
          </span>
        )}
        {call.service_request_id && (
          <Link to={`/requests/${call.service_request_id}`} aria-label={`Service request of ${call.name}`}>
            Service request
          </Link>
        )}
      </p>
      {call.detail && <p className="hint">{call.detail}</p>}
      {waiting && !decided && <Decide call={call} onDecided={onDecided} />}
      {waiting && decided && <p className="hint">Decided: the turn goes on once each of its calls is decided.</p>}
    </article>
  );
}

function Decide({ call, onDecided }: { call: ToolCallView; onDecided: (answer: ChatApprovalDecision) => void }) {
  const mayDecide = useCan('decide_approvals');
  const decide = useDecideChatApproval();
  // The history names the call's service request, whose approval_id is the one to decide.
  const request = useQuery({
    queryKey: keys.request(call.service_request_id ?? ''),
    queryFn: () => api.serviceRequests.retrieve(call.service_request_id!),
    enabled: mayDecide && call.approval_id === null && call.service_request_id !== null,
  });
  if (!mayDecide) return <p className="hint">Waiting for a person who may decide approvals; the turn goes on once it is decided.</p>;
  const approvalId = call.approval_id ?? request.data?.approval_id;
  if (!approvalId) return request.isError ? <ErrorNotice error={request.error} retry={() => void request.refetch()} /> : null;
  return (
    <DecideForm
      what={`the call to ${call.name}`}
      pending={decide.isPending}
      verdict={decide.variables?.decision === 'reject' ? 'rejected' : decide.variables ? 'approved' : undefined}
      error={decide.error}
      onDecide={(verdict, note) =>
        decide.mutate({ approvalId, decision: verdict === 'approved' ? 'approve' : 'reject', note }, { onSuccess: onDecided })
      }
    />
  );
}
