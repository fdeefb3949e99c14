import { listPendingInvites } from '../../domain/invites/list.js';
import { toInviteResponse } from './invite.types.js';
import { listInvitesMeta, ZListInvitesRequestSchema, ZListInvitesResponseSchema } from './list-invites.types.js';
import { orgProcedure } from './org-procedure.js';

export const listInvitesRoute = orgProcedure
  .meta(listInvitesMeta)
  .input(ZListInvitesRequestSchema)
  .output(ZListInvitesResponseSchema)
  .query(async ({ ctx, input }) => {
    const result = await listPendingInvites(ctx.db.prisma, ctx.caller.orgId, input);
    return { data: result.data.map(toInviteResponse), next_cursor: result.nextCursor };
  });
