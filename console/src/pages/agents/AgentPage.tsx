import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useIsAdmin } from '../../app/session';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { AgentFacts } from './AgentFacts';
import { BindingsSection } from './BindingsSection';
import { KeysSection } from './KeysSection';
import {keys} from './queries';

/** One agent: what it is, pausing it, its keys, and the operations it may dispatch. */
export function AgentPage() {
  const { id = '' } = useParams();
  const agent = useQuery({ queryKey: keys.agent(id), queryFn: () => api.agents.retrieve(id) });
  const canManage = useIsAdmin();
  return (
    <Page
      title={agent.data?.name ?? 'Agent'}
      intro="One agent: its status, its keys, and the operations it may dispatch with their limits."
      actions={
        <Link className="button secondary" to="/agents">
          All agents
        </Link>
      }
    >
      {!canManage && (
        <p className="hint" role="note">
          You are a member: you can see this agent, but only owners and admins may pause it, rotate its keys or change its
          bindings; the server refuses such changes from members.
        </p>
      )}
      <QueryView query={agent}>
        {(data) => (
          <>
            <AgentFacts agent={data} />
            <KeysSection agentId={data.id} />
            <BindingsSection agentId={data.id} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
