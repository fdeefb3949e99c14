import { getSource } from '../../domain/event-sources/sources.js';
import { userProcedure } from '../../trpc/init.js';
import { getTriggerMeta, ZGetTriggerRequestSchema, ZGetTriggerResponseSchema } from './get.types.js';
import { toTriggerResponse } from './trigger.types.js';

export const getTriggerRoute = userProcedure
  .meta(getTriggerMeta)
  .input(ZGetTriggerRequestSchema)
  .output(ZGetTriggerResponseSchema)
  .query(async ({ ctx, input }) => toTriggerResponse(await getSource(ctx.db.prisma, ctx.caller.orgId, 'trigger', input.id), ctx.caller, ctx.publicUrl));
