import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { Field } from '../../components/Form';
import { JsonBlock, Money } from '../../components/Format';
import { dateTime, relative } from '../../lib/format';
import { useAgentName } from '../../lib/queries/agents';
import { useDecideApproval, type ApprovalVerdict } from '../../lib/queries/approvals';
import { AgentLink } from '../../components/AgentLink';
import { ModeBadge } from '../../components/ModeBadge';
import { payloadSummary } from './payload';
import { runPath, subjectOf, useStepRun, WorkflowLink, type WorkflowStep } from './subject';

/**
 * One approval waiting for a decision: who asks for what, at what estimated cost against which
 * threshold, until when (or, for a workflow run at an approval step, what the step asks and of
 * which run); approved or rejected in one click, with an optional note. What came of
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
  onDecided: (verdict: ApprovalVerdict, result: { approval: Approval } | { error: unknown }) => void;
}) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const subject = subjectOf(approval);
  const decide = useDecideApproval(approval, note, onDecided);
  const expired = new Date(approval.expires_at).getTime() <= now;
  const when = (
    <>
      <dt>Asked</dt>
      <dd>
        <time dateTime={approval.created_at} title={dateTime(approval.created_at)}>
          {relative(approval.created_at, now, { past: true })}
        </time>
      </dd>
      <dt>Expires</dt>
      <dd>
        <time dateTime={approval.expires_at} title={dateTime(approval.expires_at)} className={expired ? 'form-error' : undefined}>
          {expired ? `expired ${relative(approval.expires_at, now)}` : `expires ${relative(approval.expires_at, now)}`}
        </time>
      </dd>
    </>
  );
  return (
    <article className="card approval" id={approval.id} aria-labelledby={titleId}>
      {subject.kind === 'workflow_step' ? (
        <StepFacts step={subject.step} titleId={titleId} when={when} />
      ) : (
        <>
          <header className="card-header">
            <h2 id={titleId}>
              {agentName ?? 'An agent'} wants to run <code>{subject.request.operation}</code>
            </h2>
            <ModeBadge mode={subject.request.mode} />
          </header>
          <dl className="facts">
            <dt>Agent</dt>
            <dd>
              <AgentLink id={subject.request.agent_id} name={agentName} />
            </dd>
            <dt>Payload</dt>
            <dd>
              <PayloadSummary payload={subject.request.payload} />
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
            {when}
            <dt>Request</dt>
            <dd>
              <Link to={`/requests/${subject.request.id}`}>{subject.request.id}</Link>
            </dd>
          </dl>
        </>
      )}
      <form className="inline-form approval-decide" onSubmit={(event) => event.preventDefault()}>
        <Field
          label="Note or reason (optional)"
          hint={
            subject.kind === 'workflow_step'
              ? "Kept with the decision; a rejection's reason becomes the failed step's error, on the run's page."
              : "Kept with the decision; a rejection's reason becomes the request's detail, which the agent reads."
          }
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

/**
 * A workflow run waiting at an approval step: the step's title and description, the workflow, the
 * run (and its agent and mode, read from the run), and which step. Deciding it costs nothing.
 */
function StepFacts({ step, titleId, when }: { step: WorkflowStep; titleId: string; when: ReactNode }) {
  const run = useStepRun(step);
  const agentName = useAgentName();
  return (
    <>
      <header className="card-header">
        <h2 id={titleId}>{step.title}</h2>
        {run.data && <ModeBadge mode={run.data.mode} />}
      </header>
      {step.description && <p>{step.description}</p>}
      <dl className="facts">
        <dt>Step</dt>
        <dd>
          Workflow step <code>{step.step_label}</code>
        </dd>
        <dt>Workflow</dt>
        <dd>
          <WorkflowLink id={step.workflow_id} />
        </dd>
        <dt>Run</dt>
        <dd>
          <Link to={runPath(step)}>{step.run_id}</Link>
        </dd>
        {run.data && (
          <>
            <dt>Agent</dt>
            <dd>
              <AgentLink id={run.data.agent_id} name={agentName(run.data.agent_id)} />
            </dd>
          </>
        )}
        {when}
      </dl>
    </>
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
