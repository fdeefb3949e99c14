import { listTeams } from '../../domain/teams/list.js';
import { userProcedure } from '../../trpc/init.js';
import { listTeamsMeta, ZListTeamsRequestSchema, ZListTeamsResponseSchema } from './list.types.js';
import { toTeamResponse } from './team.types.js';

export const listTeamsRoute = userProcedure
  .meta(listTeamsMeta)
  .input(ZListTeamsRequestSchema)
  .output(ZListTeamsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listTeams(ctx.db.prisma, ctx.caller, input);
    return { data: page.data.map(toTeamResponse), next_cursor: page.nextCursor };
  });
