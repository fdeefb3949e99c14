import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { mayManageTeam } from './access.js';
import type { TeamView } from './view.js';

/**
 * The spec's Limits: "Free workspace: max 3 teams (soft limit)". Every workspace is on the free
 * plan (the schema has no plan), so the limit holds for all. Soft: a further team is created all
 * the same, and its creation answers a warning and records it in the audit entry.
 */
export const FREE_PLAN_TEAM_LIMIT = 3;

export interface TeamWarning {
  code: 'team_limit_exceeded';
  message: string;
}

function teamLimitWarning(teamCount: number): TeamWarning {
  return {
    code: 'team_limit_exceeded',
    message: `The free plan allows ${FREE_PLAN_TEAM_LIMIT} teams per workspace; this workspace now has ${teamCount}. The team was created: the limit is a soft one.`,
  };
}

/**
 * A new team in the caller's active workspace. Names are unique per workspace (the table's unique
 * key decides between concurrent creations: one is created, the others are refused with 409). The
 * workspace's row is locked first so that creations in one workspace count their teams one after
 * another and the warning is given exactly from the fourth team on; FOR NO KEY UPDATE, so that
 * rows referring to the workspace (agents, teams) may still be written meanwhile.
 */
export async function createTeam(
  db: PrismaClient,
  caller: UserCaller,
  name: string,
  audit: AuditContext,
): Promise<{ view: TeamView; warnings: TeamWarning[] }> {
  const { orgId, workspaceId } = caller;
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM workspaces WHERE id = ${workspaceId} AND org_id = ${orgId} FOR NO KEY UPDATE`;
      const team = await tx.team.create({ data: { id: newId('team'), orgId, workspaceId, name } });
      const teamCount = await tx.team.count({ where: { workspaceId } });
      const warnings = teamCount > FREE_PLAN_TEAM_LIMIT ? [teamLimitWarning(teamCount)] : [];
      await appendAudit(tx, orgId, audit, {
        action: 'team.created',
        target: { type: 'team', id: team.id },
        details: {
          name,
          workspace_id: workspaceId,
          team_count: teamCount,
          ...(warnings.length > 0 ? { warnings: warnings.map((warning) => warning.code) } : {}),
        },
      });
      // A new team has no members, its creator neither.
      return { view: { team, memberCount: 0, isActive: false, canManage: mayManageTeam(caller, undefined), viewerRole: null }, warnings };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError('conflict', `A team named "${name}" already exists in this workspace`);
    }
    throw error;
  }
}
