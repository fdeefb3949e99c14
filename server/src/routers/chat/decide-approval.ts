import { decideChatApproval } from '../../domain/chat/approvals.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toApprovalResponse } from '../approvals/approval.types.js';
import { decideChatApprovalMeta, ZChatApprovalDecisionSchema, ZDecideChatApprovalRequestSchema } from './decide-approval.types.js';

export const decideChatApprovalRoute = userProcedure
  .meta(decideChatApprovalMeta)
  .input(ZDecideChatApprovalRequestSchema)
  .output(ZChatApprovalDecisionSchema)
  .mutation(async ({ ctx, input }) => {
    const { approval, request, toolCall } = await decideChatApproval(
      ctx.db.prisma,
      ctx.logger,
      ctx.config,
      ctx.caller,
      input.id,
      { decision: input.decision, note: input.note },
      userAuditContext(ctx),
    );
    return {
      approval: toApprovalResponse(approval, request ? { ...request, approval: { id: approval.id } } : null),
      session_id: toolCall.sessionId,
      tool_call_id: toolCall.id,
      continue_from: toolCall.turnId,
    };
  });
