import { listConversations } from '../../../domain/agents/conversations.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toConversationResponse } from './conversation.types.js';
import { listConversationsMeta, ZListConversationsRequestSchema, ZListConversationsResponseSchema } from './list.types.js';

export const listConversationsRoute = authedProcedure
  .meta(listConversationsMeta)
  .input(ZListConversationsRequestSchema)
  .output(ZListConversationsResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, ...pageRequest } = input;
    const page = await listConversations(ctx.db.prisma, ctx.caller, id, pageRequest);
    return { data: page.data.map(toConversationResponse), next_cursor: page.nextCursor };
  });
