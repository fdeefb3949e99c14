import { listApprovals } from '../../domain/approvals/approvals.js';
import { userProcedure } from '../../trpc/init.js';
import { toApprovalResponse } from './approval.types.js';
import { listApprovalsMeta, ZListApprovalsRequestSchema, ZListApprovalsResponseSchema } from './list.types.js';

export const listApprovalsRoute = userProcedure
  .meta(listApprovalsMeta)
  .input(ZListApprovalsRequestSchema)
  .output(ZListApprovalsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listApprovals(ctx.db.prisma, ctx.caller, input.status, input);
    return {
      data: page.data.map((approval) =>
        toApprovalResponse(approval, approval.serviceRequest ? { ...approval.serviceRequest, approval: { id: approval.id } } : approval.workflowStepRun),
      ),
      next_cursor: page.nextCursor,
    };
  });
