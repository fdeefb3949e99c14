import { Link } from 'react-router';
import { AgentLink } from './AgentLink';
import { useAgentName } from '../lib/queries/agents';
import { personLabel, useAllMembers, useAllTeams } from '../lib/queries/organization';
import type { BudgetRow } from '../lib/budget-levels';

/** Whose limit a row is: an agent (and its binding's operation), a team, or a worker of a team. */
export function Owner({ row }: { row: BudgetRow }) {
  const agentName = useAgentName();
  const teams = useAllTeams();
  const members = useAllMembers();
  const teamName = (id: string) => teams.data?.find((team) => team.id === id)?.name ?? id;
  if (row.agent_id) {
    return (
      <>
        <AgentLink id={row.agent_id} name={agentName(row.agent_id)} />
        {row.operation && <> · <code>{row.operation}</code></>}
      </>
    );
  }
  const team = row.team_id ? <Link to={`/organization/teams/${row.team_id}`}>{teamName(row.team_id)}</Link> : null;
  if (row.user_id) return <>{personLabel(members.data, row.user_id)} in {team}</>;
  return team;
}
