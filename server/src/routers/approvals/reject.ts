import { approvalWithSubject, reject } from '../../domain/approvals/approvals.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toApprovalResponse, ZApprovalSchema } from './approval.types.js';
import { rejectMeta, ZRejectRequestSchema } from './decide.types.js';

export const rejectRoute = userProcedure
  .meta(rejectMeta)
  .input(ZRejectRequestSchema)
  .output(ZApprovalSchema)
  .mutation(async ({ ctx, input }) => {
    const { approval, request } = await reject(ctx.db.prisma, ctx.caller.orgId, input.id, input.reason, userAuditContext(ctx));
    if (request) return toApprovalResponse(approval, { ...request, approval: { id: approval.id } });
    return toApprovalResponse(approval, (await approvalWithSubject(ctx.db.prisma, approval.id)).workflowStepRun);
  });
