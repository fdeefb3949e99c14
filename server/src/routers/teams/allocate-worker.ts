import { allocateWorkerBudget } from '../../domain/teams/allocations.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { allocateWorkerMeta, toWorkerAllocationResponse, ZAllocateWorkerRequestSchema, ZWorkerAllocationSchema } from './allocate-worker.types.js';

export const allocateWorkerRoute = userProcedure
  .meta(allocateWorkerMeta)
  .input(ZAllocateWorkerRequestSchema)
  .output(ZWorkerAllocationSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkerAllocationResponse(
      await allocateWorkerBudget(ctx.db.prisma, ctx.caller, input.id, input.userId, BigInt(input.amount_cents), userAuditContext(ctx)),
    ),
  );
