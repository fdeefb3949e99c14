import { addTeamMember } from '../../domain/teams/members.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { addTeamMemberMeta, ZAddTeamMemberRequestSchema } from './add-member.types.js';
import { toTeamMemberResponse, ZTeamMemberSchema } from './team-member.types.js';

export const addTeamMemberRoute = userProcedure
  .meta(addTeamMemberMeta)
  .input(ZAddTeamMemberRequestSchema)
  .output(ZTeamMemberSchema)
  .mutation(async ({ ctx, input }) =>
    toTeamMemberResponse(await addTeamMember(ctx.db.prisma, ctx.caller, input.id, input.user_id, input.role, userAuditContext(ctx))),
  );
