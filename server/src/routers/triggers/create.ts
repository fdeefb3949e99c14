import { createTrigger } from '../../domain/event-sources/triggers.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createTriggerMeta, ZCreateTriggerRequestSchema, ZCreateTriggerResponseSchema } from './create.types.js';
import { sourceInput } from '../scheduled-tasks/scheduled-task.types.js';
import { toTriggerResponse } from './trigger.types.js';

export const createTriggerRoute = userProcedure
  .meta(createTriggerMeta)
  .input(ZCreateTriggerRequestSchema)
  .output(ZCreateTriggerResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { trigger, signingSecret } = await createTrigger(
      ctx.db.prisma,
      ctx.config,
      ctx.caller,
      { ...sourceInput(input), kind: input.kind, cronExpr: input.cron_expr, timezone: input.timezone },
      userAuditContext(ctx),
    );
    return { ...toTriggerResponse(trigger, ctx.caller, ctx.publicUrl), signing_secret: signingSecret };
  });
