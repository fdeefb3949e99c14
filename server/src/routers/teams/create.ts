import { createTeam } from '../../domain/teams/create.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createTeamMeta, ZCreateTeamRequestSchema, ZCreateTeamResponseSchema } from './create.types.js';
import { toTeamResponse } from './team.types.js';

export const createTeamRoute = userProcedure
  .meta(createTeamMeta)
  .input(ZCreateTeamRequestSchema)
  .output(ZCreateTeamResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { view, warnings } = await createTeam(ctx.db.prisma, ctx.caller, input.name, userAuditContext(ctx));
    return { ...toTeamResponse(view), warnings };
  });
