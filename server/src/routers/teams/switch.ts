import { switchTeam } from '../../domain/teams/switch.js';
import { userProcedure } from '../../trpc/init.js';
import { switchTeamMeta, ZSwitchTeamRequestSchema, ZSwitchTeamResponseSchema } from './switch.types.js';
import { toTeamResponse } from './team.types.js';

export const switchTeamRoute = userProcedure
  .meta(switchTeamMeta)
  .input(ZSwitchTeamRequestSchema)
  .output(ZSwitchTeamResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const view = await switchTeam(ctx.db.prisma, ctx.caller, input.team_id);
    return { active_team: view ? toTeamResponse(view) : null };
  });
