import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@proctor/sdk';
import { useWorkspaces } from '../../app/WorkspaceSwitcher';
import { FormError } from '../../components/Form';
import { Badge, Id, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/agents';
import { personLabel, useAllMembers, useAllTeams } from '../../lib/queries/organization';

/** What the agent is and where it sits, with the one switch people use most: pause or resume. */
export function AgentFacts({ agent }: { agent: Agent }) {
  const queryClient = useQueryClient();
  const workspaces = useWorkspaces();
  const teams = useAllTeams();
  const members = useAllMembers();
  // Paused and disabled agents both fail every request (agent_disabled); resuming makes either active.
  const next = agent.status === 'active' ? 'paused' : 'active';
  const setStatus = useMutation({
    mutationFn: () => api.agents.update(agent.id, { status: next }),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.agent(agent.id), updated);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
  const workspace = workspaces.data?.find((w) => w.id === agent.workspace_id);
  const team = teams.data?.find((t) => t.id === agent.team_id);
  const teamLabel = team ? team.name : agent.team_id ? <Id value={agent.team_id} /> : 'None';
  return (
    <Section
      title="About this agent"
      actions={
        <button type="button" className="secondary" onClick={() => setStatus.mutate()} disabled={setStatus.isPending}>
          {setStatus.isPending ? 'Saving…' : next === 'paused' ? 'Pause agent' : 'Resume agent'}
        </button>
      }
    >
      <FormError error={setStatus.error} />
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <Badge value={agent.status} />{' '}
          <span className="hint">
            {agent.status === 'active' ? 'Its requests are checked and run.' : 'Every request it makes fails (agent_disabled) until it is resumed.'}
          </span>
        </dd>
        <dt>Id</dt>
        <dd>
          <Id value={agent.id} />
        </dd>
        {agent.description && (
          <>
            <dt>Description</dt>
            <dd>{agent.description}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>
          <When iso={agent.created_at} />
        </dd>
        <dt>Workspace</dt>
        <dd>{workspace ? workspace.name : <Id value={agent.workspace_id} />}</dd>
        <dt>Team</dt>
        <dd>{teamLabel}</dd>
        <dt>Owner</dt>
        <dd>{agent.owner_user_id ? personLabel(members.data, agent.owner_user_id) : 'None'}</dd>
        <dt>Monthly cap</dt>
        <dd>{agent.monthly_budget_cents === null ? 'None' : <Money cents={agent.monthly_budget_cents} />}</dd>
        {agent.is_primary && (
          <>
            <dt>Built in</dt>
            <dd>The agent made with the organization; it cannot be deleted.</dd>
          </>
        )}
      </dl>
    </Section>
  );
}
