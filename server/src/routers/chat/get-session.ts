import { sessionHistory } from '../../domain/chat/sessions.js';
import { userProcedure } from '../../trpc/init.js';
import { toSessionHistoryResponse, ZChatSessionWithHistorySchema } from './chat-session.types.js';
import { getChatSessionMeta, ZGetChatSessionRequestSchema } from './get-session.types.js';

export const getChatSessionRoute = userProcedure
  .meta(getChatSessionMeta)
  .input(ZGetChatSessionRequestSchema)
  .output(ZChatSessionWithHistorySchema)
  .query(async ({ ctx, input }) => toSessionHistoryResponse(await sessionHistory(ctx.db.prisma, ctx.caller, input.id)));
