import { listMessages } from '../../../domain/agents/conversations.js';
import { authedProcedure } from '../../../trpc/init.js';
import { listMessagesMeta, ZListMessagesRequestSchema, ZListMessagesResponseSchema } from './list-messages.types.js';
import { toMessageResponse } from './message.types.js';

export const listMessagesRoute = authedProcedure
  .meta(listMessagesMeta)
  .input(ZListMessagesRequestSchema)
  .output(ZListMessagesResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, cid, ...pageRequest } = input;
    const page = await listMessages(ctx.db.prisma, ctx.caller, id, cid, pageRequest);
    return { data: page.data.map(toMessageResponse), next_cursor: page.nextCursor };
  });
