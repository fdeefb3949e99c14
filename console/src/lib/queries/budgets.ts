import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { keys as agentKeys } from './agents';

export type Mode = 'live' | 'test';

/**
 * The query keys of what is used of each limit. An agent's headroom sits under its bindings' key
 * (agents.ts), so that a binding saved or removed re-reads the meters drawn from its limits too.
 */
export const keys = {
  overview: (mode: Mode) => ['budgets', 'overview', mode] as const,
  headroom: (agentId: string, mode: Mode) => [...agentKeys.bindings(agentId), 'headroom', mode] as const,
};

/** Every limit set in the workspace with what is used of it, most used first (GET /usage/budgets). */
export function useBudgetOverview(mode: Mode) {
  return useQuery({ queryKey: keys.overview(mode), queryFn: () => api.usage.budgets({ mode }) });
}

/** One agent's limits and what is used of them, as the agent itself reads them (GET /agents/{id}/headroom). */
export function useHeadroom(agentId: string, mode: Mode) {
  return useQuery({ queryKey: keys.headroom(agentId, mode), queryFn: () => api.agents.headroom(agentId, { mode }) });
}
