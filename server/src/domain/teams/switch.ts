import type { PrismaClient } from '../../generated/prisma/client.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import { findTeam, mayManageTeam } from './access.js';
import type { TeamView } from './view.js';

/**
 * Sets the caller's active team (null clears it). A member may choose a team they belong to, an
 * admin any team; the team must be of the caller's active workspace, since the active team is
 * read within it. Not audited: it changes only which team the caller works in, no one's access
 * or money.
 */
export async function switchTeam(db: PrismaClient, caller: UserCaller, teamId: string | null): Promise<TeamView | null> {
  const membership = { orgId_userId: { orgId: caller.orgId, userId: caller.userId } };
  if (teamId === null) {
    await db.membership.update({ where: membership, data: { activeTeamId: null } });
    return null;
  }
  const team = await findTeam(db, caller.orgId, teamId);
  const member = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: caller.userId } }, select: { role: true } });
  if (!member && !hasRole(caller.role, 'admin')) {
    throw new DomainError('forbidden', 'You can switch only to a team you belong to; a team manager or an org admin can add you');
  }
  if (team.workspaceId !== caller.workspaceId) {
    throw new DomainError('conflict', 'The team belongs to another workspace of the organization: switch to that workspace first (POST /api/v1/workspaces/switch)');
  }
  await db.membership.update({ where: membership, data: { activeTeamId: team.id } });
  return {
    team,
    memberCount: await db.teamMember.count({ where: { teamId } }),
    isActive: true,
    canManage: mayManageTeam(caller, member?.role),
    viewerRole: member?.role ?? null,
  };
}
