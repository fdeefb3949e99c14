import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { Badge } from '../../components/Format';
import { errorMessage } from '../../lib/api';
import { dollars } from '../../lib/format';
import { useReasonMeaning } from '../../lib/agent-docs';
import { detailOf } from '../../components/Reason';
import { subjectOf } from './subject';

/** A decision made on this page: what the server answered, or why it refused; where to follow what it is about. */
export type Decision = { key: number; verdict: 'approve' | 'reject'; label: string; link: { to: string; text: string } } & (
  | { approval: Approval }
  | { error: unknown }
);

/**
 * What came of an answered decision, in words: approving runs the request, which may still be
 * blocked or fail; approving a workflow step completes it, rejecting it fails it.
 */
function outcome(approval: Approval, meaning: (code: string) => string | undefined): string {
  const subject = subjectOf(approval);
  if (subject.kind === 'workflow_step') {
    return approval.status === 'rejected'
      ? 'Rejected: the step failed, so the run fails; the steps after it do not run.'
      : 'Approved: the step is complete and the run goes on.';
  }
  const request = subject.request;
  const detail = detailOf(request.result) ? ` ${detailOf(request.result)}` : '';
  if (approval.status === 'rejected') return 'Rejected: the request will not run and nothing is charged.';
  switch (request.status) {
    case 'executed':
      return request.mode === 'live' ? `Approved: executed, ${dollars(request.cost_cents)} charged.` : 'Approved: executed in test mode, free.';
    case 'blocked':
      return `Approved, but blocked (${request.reason_code}): ${(request.reason_code && meaning(request.reason_code)) ?? 'it may not run now'}; nothing is charged.${detail}`;
    case 'failed':
      return `Approved, but the provider failed (${request.reason_code}); nothing is charged.${detail}`;
    default:
      return `Approved: the request is ${request.status.replace(/_/g, ' ')}; its page follows it.`;
  }
}

/** The decisions made on this page, newest first, each until dismissed. */
export function Decisions({ decisions, dismiss }: { decisions: Decision[]; dismiss: (key: number) => void }) {
  const meaning = useReasonMeaning();
  if (decisions.length === 0) return null;
  return (
    <ul className="decisions" aria-label="Your decisions">
      {decisions.map((decision) => {
        const failed = 'error' in decision;
        return (
          <li key={decision.key} className={failed ? 'decision decision-error' : 'decision'} role={failed ? 'alert' : 'status'}>
            <p>
              <strong>{decision.label}</strong>{' '}
              {failed ? (
                <>
                  could not be {decision.verdict === 'approve' ? 'approved' : 'rejected'}: {errorMessage(decision.error)}
                </>
              ) : (
                <>
                  <Badge value={decision.approval.service_request?.status ?? decision.approval.status} /> {outcome(decision.approval, meaning)}
                </>
              )}
            </p>
            <div className="decision-actions">
              <Link to={decision.link.to}>{decision.link.text}</Link>
              <button type="button" className="secondary" onClick={() => dismiss(decision.key)} aria-label={`Dismiss the message about ${decision.label}`}>
                Dismiss
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
