import { listAuditEntries } from '../../domain/audit/queries.js';
import { userProcedure } from '../../trpc/init.js';
import { toAuditEntryResponse } from './audit-entry.types.js';
import { listAuditLogsMeta, ZListAuditLogsRequestSchema, ZListAuditLogsResponseSchema } from './list.types.js';

const toDate = (value: string | undefined) => (value ? new Date(value) : undefined);

export const listAuditLogsRoute = userProcedure
  .meta(listAuditLogsMeta)
  .input(ZListAuditLogsRequestSchema)
  .output(ZListAuditLogsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listAuditEntries(
      ctx.db.prisma,
      ctx.caller.orgId,
      { agentId: input.agent_id, action: input.action, mode: input.mode, targetId: input.target_id, from: toDate(input.from), to: toDate(input.to) },
      input,
    );
    return { data: page.data.map(toAuditEntryResponse), next_cursor: page.nextCursor };
  });
