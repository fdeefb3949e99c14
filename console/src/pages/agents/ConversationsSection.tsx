import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useConversations } from './queries';

/** The agent's conversations, newest first; each opens on a page of its own, so that it can be linked. */
export function ConversationsSection({ agentId }: { agentId: string }) {
  const { query, items } = useConversations(agentId);
  return (
    <Section title="Conversations">
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title="No conversations yet">
            The agent, with its key, or a person starts one with <code>POST /api/v1/agents/{'{id}'}/conversations</code> and posts its
            messages to it.
          </Empty>
        }
      >
        {(conversations) => (
          <DataTable
            label="Conversations"
            rows={conversations}
            rowKey={(conversation) => conversation.id}
            columns={[
              {
                header: 'Title',
                className: 'wrap-anywhere',
                cell: (conversation) => <Link to={`/agents/${agentId}/conversations/${conversation.id}`}>{conversation.title}</Link>,
              },
              { header: 'Started', className: 'nowrap', cell: (conversation) => <When iso={conversation.created_at} /> },
              {
                header: 'Last message',
                className: 'nowrap',
                cell: (conversation) =>
                  conversation.updated_at === conversation.created_at ? <span className="hint">No messages</span> : <When iso={conversation.updated_at} relativeFirst />,
              },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}
