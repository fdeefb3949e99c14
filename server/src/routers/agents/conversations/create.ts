import { createConversation } from '../../../domain/agents/conversations.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toConversationResponse } from './conversation.types.js';
import { createConversationMeta, ZCreateConversationRequestSchema, ZCreateConversationResponseSchema } from './create.types.js';

export const createConversationRoute = authedProcedure
  .meta(createConversationMeta)
  .input(ZCreateConversationRequestSchema)
  .output(ZCreateConversationResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toConversationResponse(await createConversation(ctx.db.prisma, ctx.caller, input.id, { title: input.title }, callerAuditContext(ctx))),
  );
