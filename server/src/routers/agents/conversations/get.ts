import { getConversation } from '../../../domain/agents/conversations.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toConversationResponse, ZConversationSchema } from './conversation.types.js';
import { getConversationMeta, ZGetConversationRequestSchema } from './get.types.js';

export const getConversationRoute = authedProcedure
  .meta(getConversationMeta)
  .input(ZGetConversationRequestSchema)
  .output(ZConversationSchema)
  .query(async ({ ctx, input }) => toConversationResponse(await getConversation(ctx.db.prisma, ctx.caller, input.id, input.cid)));
