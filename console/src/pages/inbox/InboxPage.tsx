import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AgentRequest } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { Page } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { keys } from '../../lib/queries/agent-requests';
import { useAgentName } from '../../lib/queries/agents';
import { AnsweredRequests } from './AnsweredRequests';
import { Answers, type Answer } from './Answers';
import { OpenRequest } from './OpenRequest';

const TABS = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
  { status: 'dismissed', label: 'Dismissed' },
] as const;
type Status = (typeof TABS)[number]['status'];

/** How often the inbox asks the server for new requests while the page is in view. */
const POLL_MS = 3000;

/**
 * What the agents ask people: open requests, kept current by polling, each answered in one step
 * by an admin or owner; the resolved and dismissed ones under their tabs.
 */
export function InboxPage() {
  const [params] = useSearchParams();
  const status: Status = TABS.find((tab) => tab.status === params.get('status'))?.status ?? 'open';
  const agentName = useAgentName();
  const canAnswer = useCan('answer_agent_requests');
  const [answers, setAnswers] = useState<Answer[]>([]);
  const nextKey = useRef(0);
  // Open ones oldest first (waiting longest on top); answered ones newest first.
  const order = status === 'open' ? 'asc' : 'desc';
  const { query, items } = useCursorList(keys.list(status), (cursor) => api.agentRequests.list({ status, order, cursor }), {
    refetchInterval: status === 'open' ? POLL_MS : undefined,
  });

  // The answer's hook reads again what it changed (useAnswerAgentRequest); the page keeps the last few outcomes.
  const answered = (request: AgentRequest) => (verdict: Answer['verdict'], result: { request: AgentRequest } | { error: unknown }) => {
    nextKey.current += 1;
    setAnswers((list) => [{ key: nextKey.current, verdict, title: request.title, ...result }, ...list].slice(0, 5));
  };

  return (
    <Page
      title="Inbox"
      intro="Questions, decisions and calls for help from your agents wait here until a person answers or dismisses them; the agent reads the answer. This list updates every few seconds."
    >
      <nav className="tabs" aria-label="Agent requests by status">
        {TABS.map((tab) => (
          <Link key={tab.status} to={tab.status === 'open' ? '/inbox' : `/inbox?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {!canAnswer && <p className="hint">Agent requests are answered by admins and owners; as a member you can read them here.</p>}
      <Answers answers={answers} dismiss={(key) => setAnswers((list) => list.filter((answer) => answer.key !== key))} />
      <CursorList query={query} items={items} empty={<EmptyTab status={status} />}>
        {(requests) =>
          status === 'open' ? (
            <div className="approvals">
              {requests.map((request) => (
                <OpenRequest key={request.id} request={request} agentName={agentName(request.agent_id)} canAnswer={canAnswer} onAnswered={answered(request)} />
              ))}
            </div>
          ) : (
            <AnsweredRequests requests={requests} agentName={agentName} label={`${status === 'resolved' ? 'Resolved' : 'Dismissed'} requests`} />
          )
        }
      </CursorList>
    </Page>
  );
}

function EmptyTab({ status }: { status: Status }) {
  if (status !== 'open') return <Empty title={`No ${status} requests`}>Requests appear here once someone has {status} them.</Empty>;
  return (
    <Empty title="No agent is waiting for an answer">
      <p>
        An agent asks here with its key: <code>POST /api/v1/agent-requests</code> with a <code>kind</code> (<code>question</code>,{' '}
        <code>decision</code> with its <code>options</code>, <code>help</code> or <code>notice</code>), a <code>title</code> and a <code>body</code>. It
        then reads your answer with <code>GET /api/v1/agent-requests/{'{id}'}</code>.
      </p>
    </Empty>
  );
}
