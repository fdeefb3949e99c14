import { getTask } from '../../../domain/agents/delegated-tasks.js';
import { authedProcedure } from '../../../trpc/init.js';
import { getDelegatedTaskMeta, ZGetDelegatedTaskRequestSchema, ZGetDelegatedTaskResponseSchema } from './get.types.js';
import { toDelegatedTaskResponse } from './task.types.js';

export const getDelegatedTaskRoute = authedProcedure
  .meta(getDelegatedTaskMeta)
  .input(ZGetDelegatedTaskRequestSchema)
  .output(ZGetDelegatedTaskResponseSchema)
  .query(async ({ ctx, input }) => toDelegatedTaskResponse(await getTask(ctx.db.prisma, ctx.caller, input.id, input.taskId)));
