import { approvalWithSubject, approve } from '../../domain/approvals/approvals.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toApprovalResponse, ZApprovalSchema } from './approval.types.js';
import { approveMeta, ZApproveRequestSchema } from './decide.types.js';

export const approveRoute = userProcedure
  .meta(approveMeta)
  .input(ZApproveRequestSchema)
  .output(ZApprovalSchema)
  .mutation(async ({ ctx, input }) => {
    const { approval, request } = await approve(
      ctx.db.prisma,
      ctx.logger,
      ctx.config,
      ctx.caller.orgId,
      input.id,
      input.note,
      userAuditContext(ctx),
    );
    if (request) return toApprovalResponse(approval, { ...request, approval: { id: approval.id } });
    return toApprovalResponse(approval, (await approvalWithSubject(ctx.db.prisma, approval.id)).workflowStepRun);
  });
