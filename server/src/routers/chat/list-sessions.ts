import { listSessions } from '../../domain/chat/sessions.js';
import { userProcedure } from '../../trpc/init.js';
import { toChatSessionResponse } from './chat-session.types.js';
import { listChatSessionsMeta, ZListChatSessionsRequestSchema, ZListChatSessionsResponseSchema } from './list-sessions.types.js';

export const listChatSessionsRoute = userProcedure
  .meta(listChatSessionsMeta)
  .input(ZListChatSessionsRequestSchema)
  .output(ZListChatSessionsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listSessions(ctx.db.prisma, ctx.caller, input, { agentId: input.agent_id, includeClosed: input.include_closed });
    return { data: page.data.map(toChatSessionResponse), next_cursor: page.nextCursor };
  });
