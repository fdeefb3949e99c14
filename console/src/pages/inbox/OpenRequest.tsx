import { useId, useState } from 'react';
import type { AgentRequest } from '@proctor/sdk';
import { When } from '../../components/Format';
import { useAnswerAgentRequest, type AgentRequestVerdict } from '../../lib/queries/agent-requests';
import { AgentLink } from '../../components/AgentLink';
import { KIND_LABELS } from './kinds';

/**
 * One open request of an agent: what it asks, and its answer in one step. A decision is answered
 * by choosing one of its options; anything else by a typed response. Dismissing closes it without
 * an answer (a typed note goes with it). What came of it is reported to the page (`onAnswered`),
 * since the card leaves the inbox once answered. People who may not answer (members) see no controls.
 */
export function OpenRequest({
  request,
  agentName,
  canAnswer,
  onAnswered,
}: {
  request: AgentRequest;
  agentName: string | undefined;
  canAnswer: boolean;
  onAnswered: (verdict: AgentRequestVerdict['status'], result: { request: AgentRequest } | { error: unknown }) => void;
}) {
  const titleId = useId();
  const responseId = useId();
  const [response, setResponse] = useState('');
  const answer = useAnswerAgentRequest(request, onAnswered);
  const pendingOn = (matches: (verdict: AgentRequestVerdict) => boolean) => answer.isPending && answer.variables !== undefined && matches(answer.variables);
  const typed = response.trim();
  const dismiss = () => answer.mutate(request.kind !== 'decision' && typed ? { status: 'dismissed', response: typed } : { status: 'dismissed' });

  return (
    <article className="card approval agent-request" id={request.id} aria-labelledby={titleId}>
      <header className="card-header">
        <h2 id={titleId}>{request.title}</h2>
      </header>
      <dl className="facts">
        <dt>Agent</dt>
        <dd>
          <AgentLink id={request.agent_id} name={agentName} />
        </dd>
        <dt>Kind</dt>
        <dd>{KIND_LABELS[request.kind]}</dd>
        <dt>Asked</dt>
        <dd>
          <When iso={request.created_at} relativeFirst />
        </dd>
      </dl>
      <p className="agent-request-body">{request.body}</p>
      {request.kind === 'decision' && !canAnswer && (
        <p>
          Options: {request.options?.map((option, index) => (
            <span key={option}>
              {index > 0 && ', '}
              <strong>{option}</strong>
            </span>
          ))}
        </p>
      )}
      {canAnswer &&
        (request.kind === 'decision' ? (
          <div className="agent-request-answer" role="group" aria-label={`Choose an option for: ${request.title}`} aria-describedby={`${responseId}-choose`}>
            <p id={`${responseId}-choose`} className="hint agent-request-choose">
              Choose one: the agent reads the option you pick.
            </p>
            {request.options?.map((option) => (
              <button key={option} type="button" onClick={() => answer.mutate({ status: 'resolved', response: option })} disabled={answer.isPending} aria-busy={pendingOn((v) => v.response === option)}>
                {option}
              </button>
            ))}
            <button type="button" className="danger secondary" aria-describedby={titleId} onClick={dismiss} disabled={answer.isPending}>
              {pendingOn((v) => v.status === 'dismissed') ? 'Dismissing…' : 'Dismiss'}
            </button>
          </div>
        ) : (
          <form
            className="agent-request-answer agent-request-form"
            onSubmit={(event) => {
              event.preventDefault();
              answer.mutate({ status: 'resolved', response: typed });
            }}
          >
            <div className="field">
              <label htmlFor={responseId}>Your answer</label>
              <textarea
                id={responseId}
                aria-describedby={`${responseId}-hint`}
                value={response}
                onChange={(event) => setResponse(event.target.value)}
                maxLength={10_000}
                rows={2}
                required
                disabled={answer.isPending}
              />
              <small id={`${responseId}-hint`} className="hint">
                The agent reads it with GET /api/v1/agent-requests/{'{id}'}. Dismissing sends it as a note, if you wrote one.
              </small>
            </div>
            <button type="submit" aria-describedby={titleId} disabled={answer.isPending} aria-busy={pendingOn((v) => v.status === 'resolved')}>
              {pendingOn((v) => v.status === 'resolved') ? 'Resolving…' : 'Resolve'}
            </button>
            <button type="button" className="danger secondary" aria-describedby={titleId} onClick={dismiss} disabled={answer.isPending}>
              {pendingOn((v) => v.status === 'dismissed') ? 'Dismissing…' : 'Dismiss'}
            </button>
          </form>
        ))}
    </article>
  );
}
