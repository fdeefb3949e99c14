import { listTeamMembers } from '../../domain/teams/members.js';
import { userProcedure } from '../../trpc/init.js';
import { listTeamMembersMeta, ZListTeamMembersRequestSchema, ZListTeamMembersResponseSchema } from './list-members.types.js';
import { toTeamMemberResponse } from './team-member.types.js';

export const listTeamMembersRoute = userProcedure
  .meta(listTeamMembersMeta)
  .input(ZListTeamMembersRequestSchema)
  .output(ZListTeamMembersResponseSchema)
  .query(async ({ ctx, input }) => ({ data: (await listTeamMembers(ctx.db.prisma, ctx.caller, input.id)).map(toTeamMemberResponse) }));
