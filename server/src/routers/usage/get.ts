import { getUsage } from '../../domain/dispatch/ledger.js';
import { ApiError } from '../../trpc/errors.js';
import { userProcedure } from '../../trpc/init.js';
import { getUsageMeta, ZUsageRequestSchema, ZUsageResponseSchema } from './get.types.js';

export const getUsageRoute = userProcedure
  .meta(getUsageMeta)
  .input(ZUsageRequestSchema)
  .output(ZUsageResponseSchema)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const from = input.from ? new Date(input.from) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const to = input.to ? new Date(input.to) : now;
    if (from >= to) throw new ApiError('invalid_request', '"from" must be before "to"');
    const rows = await getUsage(ctx.db.prisma, ctx.caller.orgId, from, to, input.group_by);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      group_by: input.group_by,
      data: rows.map((row) => ({ key: row.key, mode: row.mode, requests: row.requests, executed: row.executed, cost_cents: Number(row.costCents) })),
    };
  });
