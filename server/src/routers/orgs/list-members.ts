import { listMembers } from '../../domain/members/list.js';
import { listMembersMeta, ZListMembersRequestSchema, ZListMembersResponseSchema } from './list-members.types.js';
import { toMemberResponse } from './member.types.js';
import { orgProcedure } from './org-procedure.js';

export const listMembersRoute = orgProcedure
  .meta(listMembersMeta)
  .input(ZListMembersRequestSchema)
  .output(ZListMembersResponseSchema)
  .query(async ({ ctx, input }) => {
    const result = await listMembers(ctx.db.prisma, ctx.caller.orgId, input);
    return { data: result.data.map(toMemberResponse), next_cursor: result.nextCursor };
  });
