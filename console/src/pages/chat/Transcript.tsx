import type { ChatApprovalDecision, ChatMessage, ChatSessionWithHistory } from '@proctor/sdk';
import { Badge, Money, When } from '../../components/Format';
import { ToolCallCard } from './ToolCallCard';
import { historyCall, type LiveTurn } from './turn';

/** What this window decided of paused calls (by tool call id: the approval's status), and what to do on a decision. */
export interface Approvals {
  decided: Record<string, string>;
  onDecided: (answer: ChatApprovalDecision) => void;
}

/**
 * The conversation: the session's history, oldest first, each turn closed by its status and cost,
 * then the turn this window streams now. A call of the history that the live turn has news of
 * (a resumed turn executing it) is drawn as the live turn says.
 */
export function Transcript({ history, live, approvals }: { history: ChatSessionWithHistory; live: LiveTurn | null; approvals: Approvals }) {
  // Tool messages carry a call's result for the model; the call's card already shows its outcome.
  const shown = history.messages.filter((message) => message.role !== 'tool');
  const lastOfTurn = new Map(shown.map((message) => [message.turn_id, message.id]));
  return (
    <ol className="messages chat-transcript" aria-label="Messages, oldest first">
      {history.truncated && <li className="hint">Older messages are left out.</li>}
      {shown.map((message) => {
        const turn = lastOfTurn.get(message.turn_id) === message.id ? history.turns.find((t) => t.id === message.turn_id) : undefined;
        return (
          <li key={message.id} className={`message message-${message.role}`}>
            <p className="message-meta">
              {message.role === 'user' ? 'You' : 'Assistant'} · <When iso={message.created_at} />
            </p>
            <Content message={message} live={live} approvals={approvals} />
            {turn && (
              <p className="turn-meta">
                Turn <Badge value={turn.status} /> · <Money cents={turn.cost_cents} />
                {turn.detail && <> · {turn.detail}</>}
              </p>
            )}
          </li>
        );
      })}
      {live && <LiveMessages live={live} approvals={approvals} />}
    </ol>
  );
}

function Content({ message, live, approvals }: { message: ChatMessage; live: LiveTurn | null; approvals: Approvals }) {
  return (
    <>
      {message.content && <p className="message-content">{message.content}</p>}
      {message.tool_calls.map((call) => (
        <ToolCallCard key={call.id} call={live?.calls[call.id] ?? historyCall(call)} decided={approvals.decided[call.id]} onDecided={approvals.onDecided} />
      ))}
    </>
  );
}

/** The turn streaming now: the person's message at once, then each round's text as it arrives and its calls. */
function LiveMessages({ live, approvals }: { live: LiveTurn; approvals: Approvals }) {
  const rounds = live.rounds.filter((round) => round.text || round.callIds.length > 0);
  return (
    <>
      {live.message !== null && (
        <li className="message message-user">
          <p className="message-meta">You · now</p>
          <p className="message-content">{live.message}</p>
        </li>
      )}
      {rounds.map((round, index) => (
        <li key={index} className="message message-assistant" aria-busy={live.ended === null}>
          <p className="message-meta">Assistant · now</p>
          {round.text && <p className="message-content">{round.text}</p>}
          {round.callIds.map((id) => (
            <ToolCallCard key={id} call={live.calls[id]!} decided={approvals.decided[id]} onDecided={approvals.onDecided} />
          ))}
        </li>
      ))}
      <li className="turn-progress" role="status">
        {live.ended === null ? (live.progress ?? 'The assistant is answering…') : `Turn ${live.ended}`}
        {live.cost_cents !== null && (
          <>
            {' '}
            · <Money cents={live.cost_cents} /> so far
          </>
        )}
      </li>
    </>
  );
}
