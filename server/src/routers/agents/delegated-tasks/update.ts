import { moveTask } from '../../../domain/agents/delegated-tasks.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toDelegatedTaskResponse } from './task.types.js';
import { updateDelegatedTaskMeta, ZUpdateDelegatedTaskRequestSchema, ZUpdateDelegatedTaskResponseSchema } from './update.types.js';

export const updateDelegatedTaskRoute = authedProcedure
  .meta(updateDelegatedTaskMeta)
  .input(ZUpdateDelegatedTaskRequestSchema)
  .output(ZUpdateDelegatedTaskResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toDelegatedTaskResponse(
      await moveTask(ctx.db.prisma, ctx.caller, input.id, input.taskId, { status: input.status, result: input.result }, callerAuditContext(ctx)),
    ),
  );
