import { closeSession } from '../../domain/chat/sessions.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toChatSessionResponse, ZChatSessionSchema } from './chat-session.types.js';
import { closeChatSessionMeta, ZCloseChatSessionRequestSchema } from './close-session.types.js';

export const closeChatSessionRoute = userProcedure
  .meta(closeChatSessionMeta)
  .input(ZCloseChatSessionRequestSchema)
  .output(ZChatSessionSchema)
  .mutation(async ({ ctx, input }) => toChatSessionResponse(await closeSession(ctx.db.prisma, ctx.caller, input.session_id, userAuditContext(ctx))));
