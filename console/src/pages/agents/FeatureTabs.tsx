import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Agent } from '@proctor/sdk';
import { Loading } from '../../components/States';
import { ConversationsSection } from './ConversationsSection';
import { DelegatedTasksSection } from './DelegatedTasksSection';
import { MemoriesSection } from './MemoriesSection';
import { MemoryGraphSection } from './MemoryGraphSection';
import { useConversations, useDelegatedTasks, useMemoryList, useSkillProposals, useSpawnedAgents } from './queries';
import { SkillProposalsSection } from './SkillProposalsSection';
import { SpawnTreeSection } from './SpawnTreeSection';

/*
 * The tabs of what an agent does on its own, which most agents never use: until one of a tab's
 * lists has something, the tab says in one line what the feature is and how the agent uses it,
 * rather than a card per empty list.
 */

/** The tab's sections once any of its lists has something (or failed: the section shows why), else `about`. */
function UntilUsed({ lists, about, children }: { lists: { query: UseInfiniteQueryResult; items: unknown[] }[]; about: ReactNode; children: ReactNode }) {
  if (lists.some((list) => list.query.isPending)) return <Loading />;
  if (lists.every((list) => !list.query.isError && list.items.length === 0)) return <p className="tab-about">{about}</p>;
  return <>{children}</>;
}

/** Memories, their graph (drawn from the same memories) and skill proposals. */
export function MemoryTab({ agentId }: { agentId: string }) {
  const memories = useMemoryList(agentId, undefined);
  const proposals = useSkillProposals(agentId);
  return (
    <UntilUsed
      lists={[memories, proposals]}
      about={
        <>
          What this agent remembers between conversations, and the skills it proposes: it writes memories through{' '}
          <code>POST /api/v1/agents/{'{id}'}/memories</code>.
        </>
      }
    >
      <MemoriesSection agentId={agentId} />
      <MemoryGraphSection agentId={agentId} />
      <SkillProposalsSection agentId={agentId} />
    </UntilUsed>
  );
}

export function ConversationsTab({ agentId }: { agentId: string }) {
  const conversations = useConversations(agentId);
  return (
    <UntilUsed
      lists={[conversations]}
      about={
        <>
          Threads of messages between this agent and people, started through <code>POST /api/v1/agents/{'{id}'}/conversations</code>.
        </>
      }
    >
      <ConversationsSection agentId={agentId} />
    </UntilUsed>
  );
}

/** Delegated tasks and the spawn tree; a spawned agent always shows them, to link back to its parent. */
export function TasksTab({ agent }: { agent: Agent }) {
  const tasks = useDelegatedTasks(agent.id);
  const children = useSpawnedAgents(agent.id);
  const sections = (
    <>
      <DelegatedTasksSection agentId={agent.id} />
      <SpawnTreeSection agent={agent} />
    </>
  );
  if (agent.parent_agent_id) return sections;
  return (
    <UntilUsed
      lists={[tasks, children]}
      about={
        <>
          The agents this agent spawns with a budget of its own, and the tasks it delegates to them: it spawns through{' '}
          <code>POST /api/v1/agents/spawn</code>.
        </>
      }
    >
      {sections}
    </UntilUsed>
  );
}
