import type { Prisma, PrismaClient, Team } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** The team of the caller's organization, from any of its workspaces; another organization's is not found. */
export async function findTeam(db: Db, orgId: string, teamId: string): Promise<Team> {
  const team = await db.team.findFirst({ where: { id: teamId, orgId } });
  if (!team) throw notFound('Team');
  return team;
}

/** Whether the caller manages the team: an org admin or owner, or the team's manager. */
export async function managesTeam(db: Db, caller: UserCaller, teamId: string): Promise<boolean> {
  return (await teamsManagedAmong(db, caller, [teamId])).has(teamId);
}

/** Whether the caller, holding `role` in a team (undefined when not in it), manages it: an org admin or owner, or its manager. */
export function mayManageTeam(caller: UserCaller, role: TeamRole | undefined): boolean {
  return hasRole(caller.role, 'admin') || role === 'manager';
}

/** The caller's role in each of these teams they belong to, in one read. */
export async function teamRolesAmong(db: Db, caller: UserCaller, teamIds: readonly string[]): Promise<Map<string, TeamRole>> {
  const rows = await db.teamMember.findMany({ where: { teamId: { in: [...teamIds] }, userId: caller.userId }, select: { teamId: true, role: true } });
  return new Map(rows.map((row) => [row.teamId, row.role]));
}

/**
 * Which of these teams the caller manages (managesTeam for many, by mayManageTeam: one
 * read, or none for an org admin or owner, who manages every one). A budget request's `can_decide` reads it.
 */
export async function teamsManagedAmong(db: Db, caller: UserCaller, teamIds: readonly string[]): Promise<Set<string>> {
  const roles = hasRole(caller.role, 'admin') ? new Map<string, TeamRole>() : await teamRolesAmong(db, caller, teamIds);
  return new Set(teamIds.filter((teamId) => mayManageTeam(caller, roles.get(teamId))));
}

/**
 * The team, when the caller may manage it (allocate to its workers, add members, decide its budget
 * requests): 404 for a team of another organization, 403 for a worker or a member outside it.
 */
export async function teamManagedBy(db: Db, caller: UserCaller, teamId: string): Promise<Team> {
  const team = await findTeam(db, caller.orgId, teamId);
  if (!(await managesTeam(db, caller, teamId))) {
    throw new DomainError('forbidden', "This needs the team's manager role, or the organization's admin role or higher");
  }
  return team;
}
