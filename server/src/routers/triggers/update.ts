import { updateSource } from '../../domain/event-sources/sources.js';
import { allowDraftOf } from '../../domain/workflows/allow-draft.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toTriggerResponse } from './trigger.types.js';
import { updateTriggerMeta, ZUpdateTriggerRequestSchema, ZUpdateTriggerResponseSchema } from './update.types.js';

export const updateTriggerRoute = userProcedure
  .meta(updateTriggerMeta)
  .input(ZUpdateTriggerRequestSchema)
  .output(ZUpdateTriggerResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const changes = { name: input.name, status: input.status, payload: input.payload, cronExpr: input.cron_expr, timezone: input.timezone, allowDraft: allowDraftOf(input) };
    return toTriggerResponse(await updateSource(ctx.db.prisma, ctx.caller, 'trigger', input.id, changes, userAuditContext(ctx)), ctx.caller, ctx.publicUrl);
  });
