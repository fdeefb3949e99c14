import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { BudgetRequest, Member, Team, TeamMember } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { centsOf } from '../amounts';
import { api } from '../api';

/**
 * The query keys of the organization pages. Each starts with its resource so that one
 * invalidation after a change refreshes every view of it (the paged list and the lookups).
 */
export const keys = {
  members: (orgId: string) => ['org', orgId, 'members'] as const,
  invites: (orgId: string) => ['org', orgId, 'invites'] as const,
  teams: ['teams'] as const,
  team: (teamId: string) => ['team', teamId] as const,
  teamMembers: (teamId: string) => ['team', teamId, 'members'] as const,
  teamBudget: (teamId: string) => ['team', teamId, 'budget'] as const,
  budgetRequests: (teamId: string) => ['team', teamId, 'budget-requests'] as const,
};

/**
 * Every member of the organization, all pages: what the pickers and the "who" columns need.
 * Organizations are small, so one walk through the cursor is cheap.
 */
export function useAllMembers(options: { refetchInterval?: (count: number) => number | false } = {}) {
  const orgId = useSession().organization.id;
  const { refetchInterval } = options;
  return useQuery({
    queryKey: [...keys.members(orgId), 'all'],
    queryFn: async () => {
      const members: Member[] = [];
      for await (const member of api.orgs.members.list(orgId, { limit: 100 })) members.push(member);
      return members;
    },
    refetchInterval: (query: Query<Member[]>) => (refetchInterval ? refetchInterval(query.state.data?.length ?? 0) : false),
  });
}

/** Every team of the active workspace, all pages (the invite form's picker, a team's name). */
export function useAllTeams() {
  return useQuery({
    queryKey: [...keys.teams, 'all'],
    queryFn: async () => {
      const teams: Team[] = [];
      for await (const team of api.teams.list({ limit: 100 })) teams.push(team);
      return teams;
    },
  });
}

/** A person as people know them: their name and email, or the id when they are not (or no longer) a member. */
export function personLabel(members: Member[] | undefined, userId: string): string {
  const member = members?.find((m) => m.user_id === userId);
  if (!member) return userId;
  return member.name ? `${member.name} (${member.email})` : member.email;
}

/**
 * Reads again a team after a change of its people or their allocations: everything of the team
 * (keys.team) and the teams list (member counts, can_manage, can_request_budget).
 */
function useRefreshTeam(teamId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.team(teamId) }), queryClient.invalidateQueries({ queryKey: keys.teams })]);
}

/** Adds a member of the organization to the team with a team role. */
export function useAddTeamMember(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: ({ user_id, role }: { user_id: string; role: TeamMember['role'] }) => {
      if (!user_id) throw new Error('Person: choose who to add');
      return api.teams.members.add(teamId, { user_id, role });
    },
    onSuccess: refresh,
  });
}

/** Sets a team member's role. */
export function useSetTeamRole(teamId: string, membershipId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (role: TeamMember['role']) => api.teams.members.update(teamId, membershipId, { role }),
    onSuccess: refresh,
  });
}

/** Allocates to a worker from the team's pool the dollars typed (an amount that does not read as one is refused here, nothing sent). */
export function useAllocateToWorker(teamId: string, userId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (amount: string) => api.teams.allocateWorkerBudget(teamId, userId, { amount_cents: centsOf('Amount', amount) }),
    onSuccess: refresh,
  });
}

/** Asks the team's managers for the dollars typed, with a reason. */
export function useAskForBudget(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason }: { amount: string; reason: string }) => api.budgetRequests.create({ team_id: teamId, amount_cents: centsOf('Amount', amount), reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.budgetRequests(teamId) }),
  });
}

/** Approves or rejects a budget request, with the notes typed so far (none when empty). */
export function useDecideBudgetRequest(request: BudgetRequest, notes: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'approved' | 'rejected') => api.budgetRequests.decide(request.id, { status, ...(notes ? { notes } : {}) }),
    // Approving allocates from the pool: the members' allocations and the budget change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.team(request.team_id) }),
  });
}
