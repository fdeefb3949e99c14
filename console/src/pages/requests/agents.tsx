import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Agent } from '@proctor/sdk';
import { Id } from '../../components/Format';
import { api } from '../../lib/api';

/**
 * Every agent of the organization, to name agents where the API gives only their id and to offer
 * them as a filter. Under 'agents' so that the agent pages' invalidations refresh it too.
 */
export function useAgents() {
  return useQuery({
    queryKey: ['agents', 'names'],
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

/** A link to an agent's page, named when its name is known, else by id. */
export function AgentLink({ id, name }: { id: string; name: string | undefined }) {
  return <Link to={`/agents/${id}`}>{name ?? <Id value={id} />}</Link>;
}

/** The agents as a filter's options, "All agents" first. */
export function agentOptions(agents: Agent[] | undefined): { value: string; label: string }[] {
  return [{ value: '', label: 'All agents' }, ...(agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))];
}
