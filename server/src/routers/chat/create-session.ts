import { createSession } from '../../domain/chat/sessions.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toChatSessionResponse, ZChatSessionSchema } from './chat-session.types.js';
import { createChatSessionMeta, ZCreateChatSessionRequestSchema } from './create-session.types.js';

export const createChatSessionRoute = userProcedure
  .meta(createChatSessionMeta)
  .input(ZCreateChatSessionRequestSchema)
  .output(ZChatSessionSchema)
  .mutation(async ({ ctx, input }) => {
    const session = await createSession(
      ctx.db.prisma,
      ctx.caller,
      { agentId: input.agent_id, title: input.title, mode: input.mode, model: input.model, forceApproval: input.force_approval },
      userAuditContext(ctx),
    );
    return toChatSessionResponse(session);
  });
