import { startRun } from '../../../domain/workflows/runs.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { createWorkflowRunMeta, ZCreateWorkflowRunRequestSchema, ZCreateWorkflowRunResponseSchema } from './create.types.js';
import { toWorkflowRunResponse } from './run.types.js';

export const createWorkflowRunRoute = userProcedure
  .meta(createWorkflowRunMeta)
  .input(ZCreateWorkflowRunRequestSchema)
  .output(ZCreateWorkflowRunResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkflowRunResponse(
      await startRun(ctx.db.prisma, ctx.caller, input.id, { agentId: input.agent_id, input: input.input, versionId: input.version_id, mode: input.mode }, userAuditContext(ctx)),
    ),
  );
