import type { PrismaClient } from '../../generated/prisma/client.js';
import type { UserCaller } from '../auth/caller.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { mayManageTeam, teamRolesAmong } from './access.js';
import type { TeamView } from './view.js';

/** The caller's active team, read from their membership (POST /teams/switch sets it). */
async function activeTeamIdOf(db: PrismaClient, caller: UserCaller): Promise<string | null> {
  const membership = await db.membership.findUniqueOrThrow({
    where: { orgId_userId: { orgId: caller.orgId, userId: caller.userId } },
    select: { activeTeamId: true },
  });
  return membership.activeTeamId;
}

/** The teams of the caller's active workspace, oldest first, a page at a time. */
export async function listTeams(db: PrismaClient, caller: UserCaller, page: PageRequest): Promise<Page<TeamView>> {
  const args = pageArgs(page);
  const [rows, activeTeamId] = await Promise.all([
    db.team.findMany({
      ...args,
      where: { ...args.where, orgId: caller.orgId, workspaceId: caller.workspaceId },
      include: { _count: { select: { members: true } } },
    }),
    activeTeamIdOf(db, caller),
  ]);
  const roles = await teamRolesAmong(db, caller, rows.map((team) => team.id));
  const views = rows.map(({ _count, ...team }) => {
    const role = roles.get(team.id);
    return { team, memberCount: _count.members, isActive: team.id === activeTeamId, canManage: mayManageTeam(caller, role), viewerRole: role ?? null };
  });
  return toPage(views, page, (view) => view.team.id);
}
