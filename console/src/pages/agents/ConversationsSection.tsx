import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { keys } from './queries';

/** The agent's conversations, newest first; each opens on a page of its own, so that it can be linked. */
export function ConversationsSection({ agentId }: { agentId: string }) {
  const { query, items } = useCursorList(keys.conversations(agentId), (cursor) => api.agents.conversations.list(agentId, { cursor, order: 'desc' }));
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
          <TableWrap label="Conversations">
            <table>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Started</th>
                  <th scope="col">Last message</th>
                </tr>
              </thead>
              <tbody>
                {conversations.map((conversation) => (
                  <tr key={conversation.id}>
                    <td className="wrap-anywhere">
                      <Link to={`/agents/${agentId}/conversations/${conversation.id}`}>{conversation.title}</Link>
                    </td>
                    <td className="nowrap">
                      <When iso={conversation.created_at} />
                    </td>
                    <td className="nowrap">
                      {conversation.updated_at === conversation.created_at ? <span className="hint">No messages</span> : <When iso={conversation.updated_at} relativeFirst />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </CursorList>
    </Section>
  );
}
