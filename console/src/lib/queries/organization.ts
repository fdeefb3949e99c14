import { useQuery } from '@tanstack/react-query';
import type { Member, Team } from '@proctor/sdk';
import { useSession } from '../../app/session';
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
export function useAllMembers() {
  const orgId = useSession().organization.id;
  return useQuery({
    queryKey: [...keys.members(orgId), 'all'],
    queryFn: async () => {
      const members: Member[] = [];
      for await (const member of api.orgs.members.list(orgId, { limit: 100 })) members.push(member);
      return members;
    },
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
