import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { BudgetRequestsSection } from './BudgetRequestsSection';
import { TeamBudgetSection } from './TeamBudgetSection';
import { TeamMembersSection } from './TeamMembersSection';
import { keys, useAllTeams } from '../../lib/queries/organization';

/** One team: its budget (limits, pool), its people and their allocations, and the requests for more. */
export function TeamPage() {
  const teamId = useParams().id!;
  // There is no read of one team by id: its name comes from the active workspace's list.
  const teams = useAllTeams();
  const team = teams.data?.find((t) => t.id === teamId);
  const members = useQuery({ queryKey: keys.teamMembers(teamId), queryFn: () => api.teams.members.list(teamId).then((r) => r.data) });
  return (
    <Page
      title={team ? `Team ${team.name}` : 'Team'}
      intro="Who is in the team, what it may spend, and how its budget is shared out among its workers."
      actions={
        <Link className="button secondary" to="/organization/teams">
          All teams
        </Link>
      }
    >
      <QueryView query={members}>
        {(people) => {
          // The server answers whether you manage the team (its manager, or an org admin or owner)
          // and whether you may ask it for budget (one of its workers).
          const manages = team?.can_manage ?? false;
          return (
            <>
              <TeamBudgetSection teamId={teamId} />
              <TeamMembersSection teamId={teamId} people={people} manages={manages} />
              <BudgetRequestsSection teamId={teamId} canRequest={team?.can_request_budget ?? false} />
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
