import { setTeamMemberRole } from '../../domain/teams/members.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toTeamMemberResponse, ZTeamMemberSchema } from './team-member.types.js';
import { updateTeamMemberMeta, ZUpdateTeamMemberRequestSchema } from './update-member.types.js';

export const updateTeamMemberRoute = userProcedure
  .meta(updateTeamMemberMeta)
  .input(ZUpdateTeamMemberRequestSchema)
  .output(ZTeamMemberSchema)
  .mutation(async ({ ctx, input }) =>
    toTeamMemberResponse(
      await setTeamMemberRole(ctx.db.prisma, ctx.caller, input.id, input.membershipId, input.role, userAuditContext(ctx)),
    ),
  );
