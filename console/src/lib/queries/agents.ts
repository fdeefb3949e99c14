import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agent, DelegatedTask } from '@proctor/sdk';
import { api } from '../api';

/**
 * The query keys of the agent pages. Each starts with 'agents' so that invalidating ['agents']
 * after a change refreshes the list and every agent's page at once.
 */
export const keys = {
  all: ['agents'] as const,
  /** Every agent's name, for the pages that name agents by id. */
  names: ['agents', 'names'] as const,
  list: ['agents', 'list'] as const,
  agent: (id: string) => ['agents', id] as const,
  bindings: (id: string) => ['agents', id, 'bindings'] as const,
  children: (id: string) => ['agents', id, 'children'] as const,
  tasks: (id: string) => ['agents', id, 'delegated-tasks'] as const,
  conversations: (id: string) => ['agents', id, 'conversations'] as const,
  conversation: (id: string, cid: string) => ['agents', id, 'conversations', cid] as const,
  messages: (id: string, cid: string) => ['agents', id, 'conversations', cid, 'messages'] as const,
  activity: (id: string) => ['agents', id, 'activity'] as const,
  skillProposals: (id: string) => ['agents', id, 'skill-proposals'] as const,
  /** The list and the graph both start with this, so that one invalidation after a delete redraws both. */
  memories: (id: string) => ['agents', id, 'memories'] as const,
  memoryList: (id: string, query: string | undefined) => ['agents', id, 'memories', 'list', query ?? null] as const,
  memoryGraph: (id: string) => ['agents', id, 'memories', 'graph'] as const,
};

/**
 * Every agent of the organization, to name agents where the API gives only their id and to offer
 * them as a filter. Under keys.all so that the agent pages' invalidations refresh it too.
 */
export function useAgents() {
  return useQuery({
    queryKey: keys.names,
    queryFn: async () => {
      const agents: Agent[] = [];
      for await (const agent of api.agents.list({ limit: 100 })) agents.push(agent);
      return agents;
    },
    staleTime: 60_000,
  });
}

/** An agent's name by id, once the agents are known (undefined until then, or for one not found). */
export function useAgentName(): (id: string) => string | undefined {
  const agents = useAgents();
  return (id) => agents.data?.find((agent) => agent.id === id)?.name;
}

/** The agents as a filter's options, "All agents" first. */
export function agentOptions(agents: Agent[] | undefined): { value: string; label: string }[] {
  return [{ value: '', label: 'All agents' }, ...(agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))];
}

/** The statuses a delegated task can still be cancelled from (the server's OPEN_TASK_STATES); from any other the move is refused with 409. */
export const OPEN_TASK_STATUSES: readonly DelegatedTask['status'][] = ['accepted', 'in_progress'];

/** Cancels one of the agent's delegated tasks; the cancel is audited, so the agent's activity is read again with its tasks. */
export function useCancelDelegatedTask(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: DelegatedTask) => api.agents.delegatedTasks.update(agentId, task.id, { status: 'cancelled' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.activity(agentId) });
      return queryClient.invalidateQueries({ queryKey: keys.tasks(agentId) });
    },
  });
}
