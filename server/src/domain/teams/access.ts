import type { Prisma, PrismaClient, Team } from '../../generated/prisma/client.js';
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
  if (hasRole(caller.role, 'admin')) return true;
  const member = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: caller.userId } }, select: { role: true } });
  return member?.role === 'manager';
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
