import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ENUMS, type ChatSession } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { ModeBadge } from '../../components/ModeBadge';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { useAgentName, useAgents } from '../../lib/queries/agents';
import { keys, useOpenChatSession } from '../../lib/queries/chat';

/** The Chat page: open a chat with an agent (or a new chat assistant), and your chats, newest first. */
export function ChatPage() {
  const { query, items } = useCursorList([...keys.sessions, 'list'], (cursor) => api.chat.sessions.list({ cursor, order: 'desc', include_closed: true }));
  const agentName = useAgentName();
  return (
    <Page title="Chat" intro="Talk to an agent: its tool calls are governed service requests, with their cost, paused for approval where a person must decide.">
      <NewChatForm />
      <Section title="Your chats">
        <CursorList query={query} items={items} empty={<Empty title="No chats yet">Open one above.</Empty>}>
          {(sessions) => (
            <DataTable<ChatSession>
              label="Your chats"
              rows={sessions}
              rowKey={(session) => session.id}
              columns={[
                { header: 'Chat', cell: (session) => <Link to={`/chat/${session.id}`}>{session.title}</Link> },
                { header: 'Agent', cell: (session) => agentName(session.agent_id) ?? 'Chat assistant' },
                {
                  header: 'Mode',
                  cell: (session) => (
                    <>
                      <ModeBadge mode={session.mode} />
                      {session.force_approval && <> every call approved</>}
                    </>
                  ),
                },
                { header: 'Status', cell: (session) => <Badge value={session.status} /> },
                { header: 'Opened', cell: (session) => <When iso={session.created_at} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** Opens a session: the agent (none: the server makes a chat assistant of its own), the mode, and whether every call waits for approval. */
function NewChatForm() {
  const id = useId();
  const agents = useAgents();
  const open = useOpenChatSession();
  const navigate = useNavigate();
  const [agentId, setAgentId] = useState('');
  const [mode, setMode] = useState<ChatSession['mode']>('test');
  const [forceApproval, setForceApproval] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ agent_id: agentId || undefined, mode, force_approval: forceApproval }, { onSuccess: (session) => void navigate(`/chat/${session.id}`) });
  };
  return (
    <Section title="New chat">
      <form className="chat-new" onSubmit={submit}>
        <SelectField
          label="Agent"
          value={agentId}
          onChange={setAgentId}
          options={[{ value: '', label: 'New chat assistant' }, ...(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))]}
          hint="Its enabled bindings are the tools the model may call. A new chat assistant starts with none: bind operations to it on its agent page."
        />
        <SelectField
          label="Mode"
          value={mode}
          onChange={(value) => setMode(value as ChatSession['mode'])}
          options={ENUMS.ChatSession.mode.map((value) => ({ value, label: value }))}
          hint="Test answers from the sandbox and moves no money; live calls real providers, paid from the agent's workspace."
        />
        <div className="field check">
          <input id={`${id}-force`} type="checkbox" checked={forceApproval} onChange={(event) => setForceApproval(event.target.checked)} />
          <label htmlFor={`${id}-force`}>Every tool call waits for approval, whatever its binding's threshold</label>
        </div>
        <FormError error={open.error} />
        <Submit pending={open.isPending} pendingLabel="Opening…">
          Open chat
        </Submit>
      </form>
    </Section>
  );
}
