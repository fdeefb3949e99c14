import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ConversationMessage } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { Badge, Id, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { AgentLink } from '../../components/AgentLink';
import { keys, useAgentName } from '../../lib/queries/agents';
import { agentPath } from './tabs';

/** One conversation of an agent, its messages in the order they were posted; linkable, so it has a page. */
export function ConversationPage() {
  const { id = '', cid = '' } = useParams();
  const agent = useQuery({ queryKey: keys.agent(id), queryFn: () => api.agents.retrieve(id) });
  const conversation = useQuery({ queryKey: keys.conversation(id, cid), queryFn: () => api.agents.conversations.retrieve(id, cid) });
  const { query, items } = useCursorList(keys.messages(id, cid), (cursor) => api.agents.conversations.messages.list(id, cid, { cursor }));
  const agentLabel = agent.data?.name ?? 'the agent';
  return (
    <Page
      title={conversation.data?.title ?? 'Conversation'}
      intro={
        <>
          A conversation of {agent.data ? <AgentLink id={id} name={agent.data.name} /> : 'an agent'}: its messages, oldest first, as the agent
          and people posted them.
        </>
      }
      actions={
        <Link className="button secondary" to={agentPath(id, 'conversations')}>
          Back to {agentLabel}
        </Link>
      }
    >
      <Section title="Messages">
        <CursorList
          query={query}
          items={items}
          empty={
            <Empty title="No messages yet">
              Messages are posted with <code>POST /api/v1/agents/{'{id}'}/conversations/{'{cid}'}/messages</code>.
            </Empty>
          }
        >
          {(messages) => (
            <ol className="messages" aria-label="Messages, oldest first">
              {messages.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

function Message({ message }: { message: ConversationMessage }) {
  return (
    <li className={`message message-${message.role}`}>
      <p className="message-meta">
        <Badge value={message.role} /> <Author id={message.author_id} /> · <When iso={message.created_at} />
      </p>
      <p className="message-content">{message.content}</p>
    </li>
  );
}

/** Who posted a message: an agent by name, the signed-in person as "you", another person by id. */
function Author({ id }: { id: string | null }) {
  const { user } = useSession();
  const agentName = useAgentName();
  if (!id) return <span className="hint">unknown author</span>;
  if (id.startsWith('agt_')) return <AgentLink id={id} name={agentName(id)} />;
  if (id === user.id) return <>you</>;
  return (
    <>
      person <Id value={id} />
    </>
  );
}
