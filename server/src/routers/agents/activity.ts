import { listActivity } from '../../domain/agents/activity.js';
import { authedProcedure } from '../../trpc/init.js';
import { toAuditEntryResponse } from '../audit-logs/audit-entry.types.js';
import { listActivityMeta, ZListActivityRequestSchema, ZListActivityResponseSchema } from './activity.types.js';

export const listActivityRoute = authedProcedure
  .meta(listActivityMeta)
  .input(ZListActivityRequestSchema)
  .output(ZListActivityResponseSchema)
  .query(async ({ ctx, input }) => {
    const { id, ...pageRequest } = input;
    const page = await listActivity(ctx.db.prisma, ctx.caller, id, pageRequest);
    return { data: page.data.map((item) => ({ ...toAuditEntryResponse(item), type: item.type })), next_cursor: page.nextCursor };
  });
