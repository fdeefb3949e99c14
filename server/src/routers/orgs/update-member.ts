import { changeMember } from '../../domain/members/change.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { toMemberResponse } from './member.types.js';
import { orgProcedure } from './org-procedure.js';
import { updateMemberMeta, ZUpdateMemberRequestSchema, ZUpdateMemberResponseSchema } from './update-member.types.js';

export const updateMemberRoute = orgProcedure
  .meta(updateMemberMeta)
  .input(ZUpdateMemberRequestSchema)
  .output(ZUpdateMemberResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toMemberResponse(
      await changeMember(ctx.db.prisma, ctx.caller, input.userId, { role: input.role, permissions: input.permissions }, userAuditContext(ctx)),
    ),
  );
