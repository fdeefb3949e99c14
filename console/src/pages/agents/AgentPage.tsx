import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/session';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { ActivitySection } from './ActivitySection';
import { AgentFacts } from './AgentFacts';
import { BindingsSection } from './BindingsSection';
import { ConversationsSection } from './ConversationsSection';
import { DelegatedTasksSection } from './DelegatedTasksSection';
import { KeysSection } from './KeysSection';
import { MemoriesSection } from './MemoriesSection';
import { MemoryGraphSection } from './MemoryGraphSection';
import { PublishAgentSection } from './PublishAgentSection';
import { keys } from '../../lib/queries/agents';
import { SkillProposalsSection } from './SkillProposalsSection';
import { SpawnTreeSection } from './SpawnTreeSection';

/**
 * One agent: what it is, pausing it, its keys, the operations it may dispatch, the skills it
 * proposes, listing it in the marketplace, and what it does on its own: the agents it spawned,
 * the tasks it delegated, its conversations, memories and ledger.
 */
export function AgentPage() {
  const { id = '' } = useParams();
  const agent = useQuery({ queryKey: keys.agent(id), queryFn: () => api.agents.retrieve(id) });
  const canManage = useCan('manage_agents');
  return (
    <Page
      title={agent.data?.name ?? 'Agent'}
      intro="One agent: its status, its keys, the operations it may dispatch with their limits, and what it does on its own: the agents it spawned, its delegated tasks, conversations, memories and activity."
      actions={
        <Link className="button secondary" to="/agents">
          All agents
        </Link>
      }
    >
      {!canManage && (
        <p className="hint" role="note">
          You are a member: you can see this agent, but only owners and admins may pause it, rotate its keys, change its
          bindings, cancel its tasks or delete its memories; the server refuses such changes from members.
        </p>
      )}
      {/* Keyed by agent: going from one agent's page to another's (parent, child) starts every section afresh. */}
      <QueryView query={agent}>
        {(data) => (
          <Fragment key={data.id}>
            <AgentFacts agent={data} />
            <SpawnTreeSection agent={data} />
            <KeysSection agentId={data.id} />
            <BindingsSection agentId={data.id} />
            <SkillProposalsSection agentId={data.id} />
            {canManage && <PublishAgentSection agent={data} />}
            <DelegatedTasksSection agentId={data.id} />
            <ConversationsSection agentId={data.id} />
            <MemoriesSection agentId={data.id} />
            <MemoryGraphSection agentId={data.id} />
            <ActivitySection agentId={data.id} />
          </Fragment>
        )}
      </QueryView>
    </Page>
  );
}
