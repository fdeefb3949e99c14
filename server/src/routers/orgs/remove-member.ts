import { z } from 'zod';
import { removeMember } from '../../domain/members/remove.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { orgProcedure } from './org-procedure.js';
import { removeMemberMeta, ZRemoveMemberRequestSchema } from './remove-member.types.js';

export const removeMemberRoute = orgProcedure
  .meta(removeMemberMeta)
  .input(ZRemoveMemberRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await removeMember(ctx.db.prisma, ctx.caller, input.userId, userAuditContext(ctx));
  });
