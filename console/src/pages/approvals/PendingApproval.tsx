import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { Field } from '../../components/Form';
import { Badge, JsonBlock, Money } from '../../components/Format';
import { api } from '../../lib/api';
import { dateTime, relative } from '../../lib/format';
import { AgentLink } from '../requests/agents';
import { payloadSummary } from './payload';

/**
 * One approval waiting for a decision: who asks for what, at what estimated cost against which
 * threshold, until when; approved or rejected in one click, with an optional note. What came of
 * it is reported to the page (`onDecided`), since the card leaves the queue once it is decided.
 */
export function PendingApproval({
  approval,
  agentName,
  now,
  onDecided,
}: {
  approval: Approval;
  agentName: string | undefined;
  now: number;
  onDecided: (verdict: 'approve' | 'reject', result: { approval: Approval } | { error: unknown }) => void;
}) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const request = approval.service_request;
  const decide = useMutation({
    mutationFn: (verdict: 'approve' | 'reject') =>
      verdict === 'approve' ? api.approvals.approve(approval.id, note ? { note } : {}) : api.approvals.reject(approval.id, note ? { reason: note } : {}),
    onSuccess: (decided, verdict) => onDecided(verdict, { approval: decided }),
    onError: (error, verdict) => onDecided(verdict, { error }),
  });
  const expired = new Date(approval.expires_at).getTime() <= now;
  return (
    <article className="card approval" id={approval.id} aria-labelledby={titleId}>
      <header className="card-header">
        <h2 id={titleId}>
          {agentName ?? 'An agent'} wants to run <code>{request.operation}</code>
        </h2>
        {request.mode === 'test' && <Badge value="test" />}
      </header>
      <dl className="facts">
        <dt>Agent</dt>
        <dd>
          <AgentLink id={request.agent_id} name={agentName} />
        </dd>
        <dt>Payload</dt>
        <dd>
          <PayloadSummary payload={request.payload} />
        </dd>
        <dt>Estimated cost</dt>
        <dd>
          <Money cents={approval.cost_cents} />
        </dd>
        <dt>Approval threshold</dt>
        <dd>
          <Money cents={approval.threshold_cents} />{' '}
          <small className="hint">the binding's limit: a request estimated above it waits for a person</small>
        </dd>
        <dt>Asked</dt>
        <dd>
          <time dateTime={approval.created_at} title={dateTime(approval.created_at)}>
            {relative(approval.created_at, now)}
          </time>
        </dd>
        <dt>Expires</dt>
        <dd>
          <time dateTime={approval.expires_at} title={dateTime(approval.expires_at)} className={expired ? 'form-error' : undefined}>
            {expired ? `expired ${relative(approval.expires_at, now)}` : `expires ${relative(approval.expires_at, now)}`}
          </time>
        </dd>
        <dt>Request</dt>
        <dd>
          <Link to={`/requests/${request.id}`}>{request.id}</Link>
        </dd>
      </dl>
      <form className="inline-form approval-decide" onSubmit={(event) => event.preventDefault()}>
        <Field
          label="Note or reason (optional)"
          hint="Kept with the decision; a rejection's reason becomes the request's detail, which the agent reads."
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={2000}
          disabled={decide.isPending}
        />
        <button type="button" aria-describedby={titleId} onClick={() => decide.mutate('approve')} disabled={decide.isPending} aria-busy={decide.isPending && decide.variables === 'approve'}>
          {decide.isPending && decide.variables === 'approve' ? 'Approving…' : 'Approve'}
        </button>
        <button type="button" className="danger secondary" aria-describedby={titleId} onClick={() => decide.mutate('reject')} disabled={decide.isPending} aria-busy={decide.isPending && decide.variables === 'reject'}>
          {decide.isPending && decide.variables === 'reject' ? 'Rejecting…' : 'Reject'}
        </button>
      </form>
    </article>
  );
}

/** The payload's first fields, and the whole of it on request: what the reviewer is agreeing to. */
function PayloadSummary({ payload }: { payload: Record<string, unknown> }) {
  const { fields, more } = payloadSummary(payload);
  if (fields.length === 0) return <>an empty payload</>;
  return (
    <>
      <ul className="payload-summary">
        {fields.map((field) => (
          <li key={field.name}>
            <code>{field.name}</code> {field.value}
          </li>
        ))}
      </ul>
      <details>
        <summary>{more > 0 ? `Whole payload (${more} more field${more === 1 ? '' : 's'})` : 'Whole payload'}</summary>
        <JsonBlock value={payload} label="Payload" />
      </details>
    </>
  );
}
