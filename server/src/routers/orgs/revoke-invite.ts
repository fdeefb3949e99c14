import { z } from 'zod';
import { revokeInvite } from '../../domain/invites/revoke.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { orgProcedure } from './org-procedure.js';
import { revokeInviteMeta, ZRevokeInviteRequestSchema } from './revoke-invite.types.js';

export const revokeInviteRoute = orgProcedure
  .meta(revokeInviteMeta)
  .input(ZRevokeInviteRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await revokeInvite(ctx.db.prisma, ctx.caller.orgId, input.invite_id, userAuditContext(ctx));
  });
