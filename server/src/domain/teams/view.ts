import type { Team } from '../../generated/prisma/client.js';

/** A team as answered: with how many people it has and whether it is the caller's active team. */
export interface TeamView {
  team: Team;
  memberCount: number;
  isActive: boolean;
}
