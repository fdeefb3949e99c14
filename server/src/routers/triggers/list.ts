import { listSources } from '../../domain/event-sources/sources.js';
import { userProcedure } from '../../trpc/init.js';
import { listTriggersMeta, ZListTriggersRequestSchema, ZListTriggersResponseSchema } from './list.types.js';
import { toTriggerResponse } from './trigger.types.js';

export const listTriggersRoute = userProcedure
  .meta(listTriggersMeta)
  .input(ZListTriggersRequestSchema)
  .output(ZListTriggersResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listSources(ctx.db.prisma, ctx.caller.orgId, 'trigger', input, { agentId: input.agent_id, status: input.status });
    return { data: page.data.map((trigger) => toTriggerResponse(trigger, ctx.caller, ctx.publicUrl)), next_cursor: page.nextCursor };
  });
