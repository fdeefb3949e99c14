import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChatApprovalDecision, ChatSessionWithHistory } from '@proctor/sdk';
import { AgentLink } from '../../components/AgentLink';
import { Badge } from '../../components/Format';
import { ConfirmButton, FormError, Submit, TextAreaField } from '../../components/Form';
import { Notice } from '../../components/Notice';
import { Page, Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { ModeBadge } from '../../components/ModeBadge';
import { useAgentName } from '../../lib/queries/agents';
import { keys, useCloseChatSession } from '../../lib/queries/chat';
import { Transcript } from './Transcript';
import { useSessionEvents } from './useSessionEvents';

/** One chat session: its history, the turn streaming now, and the message box. */
export function ChatSessionPage() {
  const { id = '' } = useParams();
  const events = useSessionEvents(id);
  const session = events.session;
  const close = useCloseChatSession(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /**
   * A decided approval: the call has run (or was refused) at the decision. The turn resumes at once
   * unless another of its calls still waits for a decision (resuming would be refused with 409).
   */
  const [decided, setDecided] = useState<Record<string, string>>({});
  const onDecided = (answer: ChatApprovalDecision) => {
    const now = { ...decided, [answer.tool_call_id]: answer.approval.status };
    setDecided(now);
    const history = queryClient.getQueryData<ChatSessionWithHistory>(keys.session(id));
    const waiting = history?.messages.some((message) => message.turn_id === answer.continue_from && message.tool_calls.some((call) => call.status === 'approval_required' && !now[call.id]));
    if (!waiting) void events.resume(answer.continue_from);
  };

  return (
    <QueryView query={session}>
      {(data) => (
        <Page
          title={data.title}
          intro={<Intro data={data} />}
          actions={
            <>
              <Link className="button secondary" to="/chat">
                All chats
              </Link>
              {data.status === 'open' && <ConfirmButton label="Close chat" confirmLabel="Close it: no more turns" pending={close.isPending} onConfirm={() => close.mutate(undefined, { onSuccess: () => void navigate('/chat') })} />}
            </>
          }
        >
          <FormError error={close.error} />
          <Section title="Conversation">
            {data.messages.length === 0 && !events.live ? (
              <p className="hint">No messages yet. Write one below; a line <code>call &lt;operation&gt; &lt;JSON&gt;</code> asks the sandbox model for that tool call.</p>
            ) : (
              <Transcript history={data} live={events.live} approvals={{ decided, onDecided }} />
            )}
            {data.active_turn_id && !events.live && (
              <Notice tone="info">A turn is answering in another window; its messages appear here {events.connected ? 'as it goes on' : 'when it ends'}.</Notice>
            )}
          </Section>
          {/* Outside the composer: a turn refused because the chat was closed meanwhile stays said when the closed chat replaces the composer. */}
          <FormError error={events.error} />
          {data.status === 'closed' ? (
            <Notice tone="info">This chat is closed: it is kept for reading and takes no more turns. Open a new chat to go on.</Notice>
          ) : (
            <Composer streaming={events.streaming} onSend={events.send} />
          )}
        </Page>
      )}
    </QueryView>
  );
}

function Intro({ data }: { data: ChatSessionWithHistory }) {
  const agentName = useAgentName();
  return (
    <>
      With <AgentLink id={data.agent_id} name={agentName(data.agent_id)} />, in <ModeBadge mode={data.mode} /> mode
      {data.force_approval && <>; every tool call waits for approval</>}
      {data.status === 'closed' && (
        <>
          ; <Badge value="closed" />
        </>
      )}
      .
    </>
  );
}

function Composer({ streaming, onSend }: { streaming: boolean; onSend: (message: string) => Promise<void> }) {
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || streaming) return;
    void onSend(message);
    setMessage('');
  };
  return (
    <form className="card chat-composer" onSubmit={submit}>
      <TextAreaField
        label="Message"
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter (⌘+Enter) sends, as in most chat boxes; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        hint="Ctrl+Enter sends. With the sandbox model, each line call <operation> <JSON> plans that tool call."
      />
      <Submit pending={streaming} pendingLabel="Answering…">
        Send
      </Submit>
    </form>
  );
}
