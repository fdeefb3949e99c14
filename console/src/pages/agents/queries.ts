import { useQuery } from '@tanstack/react-query';
import type { CatalogOperation } from '@proctor/sdk';
import { api } from '../../lib/api';
import { dollars } from '../../lib/format';

/**
 * The query keys of the agent pages. Each starts with 'agents' so that invalidating ['agents']
 * after a change refreshes the list and every agent's page at once.
 */
export const keys = {
  all: ['agents'] as const,
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

/** The teams of the active workspace (first 100): enough to name an agent's team. */
export function useTeams(enabled: boolean) {
  return useQuery({ queryKey: ['teams', 'agent-page'], queryFn: () => api.teams.list({ limit: 100 }).then((page) => page.data), enabled });
}

/** An operation's price as people read it: "$0.01 per request", or the formula when it varies. */
export function priceLabel(operation: CatalogOperation): string {
  const { cost_cents, unit, formula } = operation.pricing;
  if (cost_cents !== undefined) return `${dollars(cost_cents)} per ${unit}`;
  return formula ?? `priced per ${unit}`;
}
