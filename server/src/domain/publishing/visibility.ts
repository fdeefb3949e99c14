import type { Prisma } from '../../generated/prisma/client.js';
import { hasRole, type UserCaller } from '../auth/caller.js';
import { holdsPermission } from '../members/permissions.js';
import { visibleTo } from '../workflows/workflows.js';

type Db = Prisma.TransactionClient;

/**
 * Prisma's `where` for the publications the caller sees: of a workflow they see (its visibility
 * decides, as for the workflow itself), of a live agent published to the organization or to a team
 * they are in. Admins, owners and holders of publish.manage see every agent's; the organization's
 * governance view (GET /api/v1/publications) shows holders of publish.manage everything.
 */
export async function visiblePublications(db: Db, caller: UserCaller, governance: boolean): Promise<Prisma.PublicationWhereInput> {
  if (governance && holdsPermission(caller, 'publish.manage')) return { orgId: caller.orgId };
  const agentWhere: Prisma.AgentWhereInput = { deletedAt: null };
  const everyAgent = hasRole(caller.role, 'admin') || holdsPermission(caller, 'publish.manage');
  const teams = everyAgent ? [] : await db.teamMember.findMany({ where: { orgId: caller.orgId, userId: caller.userId }, select: { teamId: true } });
  return {
    orgId: caller.orgId,
    OR: [
      { kind: 'workflow', workflow: await visibleTo(db, caller) },
      everyAgent
        ? { kind: 'agent', agent: agentWhere }
        : {
            kind: 'agent',
            agent: agentWhere,
            OR: [{ scope: 'org' }, { scope: 'team', agent: { teamId: { in: teams.map((team) => team.teamId) } } }],
          },
    ],
  };
}
