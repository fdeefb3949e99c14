import { createScheduledTask } from '../../domain/event-sources/scheduled-tasks.js';
import { withOutcomes } from '../../domain/event-sources/fires.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createScheduledTaskMeta, ZCreateScheduledTaskRequestSchema, ZCreateScheduledTaskResponseSchema } from './create.types.js';
import { toEventFireResponse } from './fire.types.js';
import { sourceInput, toScheduledTaskResponse } from './scheduled-task.types.js';

export const createScheduledTaskRoute = userProcedure
  .meta(createScheduledTaskMeta)
  .input(ZCreateScheduledTaskRequestSchema)
  .output(ZCreateScheduledTaskResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { task, testRun } = await createScheduledTask(
      { db: ctx.db.prisma, logger: ctx.logger, config: ctx.config },
      ctx.caller,
      { ...sourceInput(input), schedule: { cronExpr: input.cron_expr, timezone: input.timezone }, testRun: input.test_run },
      userAuditContext(ctx),
    );
    const [fire] = testRun ? await withOutcomes(ctx.db.prisma, [testRun]) : [];
    return { ...toScheduledTaskResponse(task, ctx.caller), ...(fire ? { test_run: toEventFireResponse(fire) } : {}) };
  });
