import { createTrigger } from '../../domain/event-sources/triggers.js';
import { allowDraftOf } from '../../domain/workflows/allow-draft.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createTriggerMeta, ZCreateTriggerRequestSchema, ZCreateTriggerResponseSchema } from './create.types.js';
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
      {
        kind: input.kind,
        agentId: input.agent_id,
        name: input.name,
        operation: input.operation,
        payload: input.payload,
        mode: input.mode,
        allowDraft: allowDraftOf(input) ?? false,
        cronExpr: input.cron_expr,
        timezone: input.timezone,
      },
      userAuditContext(ctx),
    );
    return { ...toTriggerResponse(trigger, ctx.caller, ctx.publicUrl), signing_secret: signingSecret };
  });
