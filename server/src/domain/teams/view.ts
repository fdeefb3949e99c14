import type { Team } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';

/** A team as answered: with how many people it has and whether it is the caller's active team. */
export interface TeamView {
  team: Team;
  memberCount: number;
  isActive: boolean;
  /** Whether the caller manages it (managesTeam): its `can_manage`. */
  canManage: boolean;
  /** The caller's role in it, null when they are not in it: its `can_request_budget` reads it (mayRequestBudget). */
  viewerRole: TeamRole | null;
}
