import { useQuery } from '@tanstack/react-query';
import type { CatalogOperation } from '@proctor/sdk';
import { api } from '../../lib/api';
import { dollars } from '../../lib/format';
import { useCursorList } from '../../lib/lists';
import { keys } from '../../lib/queries/agents';
import { keys as organizationKeys } from '../../lib/queries/organization';

/** The people of a team (one answer, not paged): the owners an agent in that team may have. */
export function useTeamMembers(teamId: string) {
  return useQuery({ queryKey: organizationKeys.teamMembers(teamId), queryFn: () => api.teams.members.list(teamId).then((page) => page.data), enabled: teamId !== '' });
}

/*
 * The agent's lists, each read by its section and by its tab (which says in one line what the
 * feature is while none of its lists has anything): one hook per list, so that both share one
 * cached query, fetched once.
 */

/** The agent's memories, newest first, or those nearest in meaning to `search`, best first. */
export const useMemoryList = (agentId: string, search: string | undefined) =>
  useCursorList(keys.memoryList(agentId, search), (cursor) =>
    search === undefined ? api.agents.memories.list(agentId, { cursor, order: 'desc' }) : api.agents.memories.list(agentId, { query: search }),
  );

export const useSkillProposals = (agentId: string) => useCursorList(keys.skillProposals(agentId), (cursor) => api.agents.skillProposals.list(agentId, { cursor }));

export const useConversations = (agentId: string) =>
  useCursorList(keys.conversations(agentId), (cursor) => api.agents.conversations.list(agentId, { cursor, order: 'desc' }));

export const useDelegatedTasks = (agentId: string) =>
  useCursorList(keys.tasks(agentId), (cursor) => api.agents.delegatedTasks.list(agentId, { cursor, order: 'desc' }));

export const useSpawnedAgents = (agentId: string) => useCursorList(keys.children(agentId), (cursor) => api.agents.list({ parent_agent_id: agentId, cursor }));

/** An operation's price in a few characters, for its option: "$0.01" a request, or "per token" when it varies. */
export function shortPrice(operation: CatalogOperation): string {
  const { cost_cents, unit } = operation.pricing;
  if (cost_cents === undefined) return `per ${unit}`;
  return unit === 'request' ? dollars(cost_cents) : `${dollars(cost_cents)} per ${unit}`;
}

/** How an operation's price is computed, in the catalog's words: the formula, or the fixed price. */
export function priceFormula(operation: CatalogOperation): string {
  const { cost_cents, unit, formula } = operation.pricing;
  if (formula) return formula;
  return cost_cents === undefined ? `Priced per ${unit}.` : `A fixed price: ${dollars(cost_cents)} per ${unit}.`;
}
