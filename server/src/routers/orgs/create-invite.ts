import { createInvite } from '../../domain/invites/create.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { createInviteMeta, ZCreateInviteRequestSchema, ZCreateInviteResponseSchema } from './create-invite.types.js';
import { toInviteResponse } from './invite.types.js';
import { orgProcedure } from './org-procedure.js';

export const createInviteRoute = orgProcedure
  .meta(createInviteMeta)
  .input(ZCreateInviteRequestSchema)
  .output(ZCreateInviteResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { invite, token } = await createInvite(
      ctx.db.prisma,
      ctx.caller,
      { email: input.email, role: input.role, teamId: input.team_id },
      userAuditContext(ctx),
    );
    return { invite: toInviteResponse(invite), token, accept_url: ctx.inviteUrl(token) };
  });
