import { getUsage } from '../../domain/usage/ledger.js';
import { usageWindow } from '../../domain/usage/window.js';
import { userProcedure } from '../../trpc/init.js';
import { getUsageMeta, ZUsageRequestSchema, ZUsageResponseSchema } from './get.types.js';

export const getUsageRoute = userProcedure
  .meta(getUsageMeta)
  .input(ZUsageRequestSchema)
  .output(ZUsageResponseSchema)
  .query(async ({ ctx, input }) => {
    const { from, to } = usageWindow(input.from ? new Date(input.from) : undefined, input.to ? new Date(input.to) : undefined);
    const rows = await getUsage(ctx.db.prisma, ctx.caller, from, to, input.group_by, input.then_by);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      group_by: input.group_by,
      data: rows.map((row) => ({ key: row.key, ...(row.thenKey === undefined ? {} : { then_key: row.thenKey }), mode: row.mode, requests: row.requests, executed: row.executed, cost_cents: Number(row.costCents) })),
    };
  });
