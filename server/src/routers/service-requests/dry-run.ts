import { dryRunServiceRequest } from '../../domain/dispatch/dry-run.js';
import { agentProcedure } from '../../trpc/init.js';
import { ZCreateServiceRequestRequestSchema } from './create.types.js';
import { delegatedTaskOf } from './delegated-task-header.js';
import { dryRunServiceRequestMeta, toDryRunResponse, ZServiceRequestDryRunSchema } from './dry-run.types.js';

export const dryRunServiceRequestRoute = agentProcedure
  .meta(dryRunServiceRequestMeta)
  .input(ZCreateServiceRequestRequestSchema)
  .output(ZServiceRequestDryRunSchema)
  .mutation(async ({ ctx, input }) => {
    const dryRun = await dryRunServiceRequest(ctx.db.prisma, ctx.config, ctx.logger, ctx.caller, {
      ...input,
      delegatedTaskId: delegatedTaskOf(ctx.req.headers),
    });
    return toDryRunResponse(dryRun, new Date());
  });
