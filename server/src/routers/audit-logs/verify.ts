import { z } from 'zod';
import { verifyAuditChain } from '../../domain/audit.js';
import { userProcedure } from '../../trpc/init.js';
import { verifyAuditLogsMeta, ZVerifyAuditLogsResponseSchema } from './verify.types.js';

export const verifyAuditLogsRoute = userProcedure
  .meta(verifyAuditLogsMeta)
  .input(z.void())
  .output(ZVerifyAuditLogsResponseSchema)
  .query(async ({ ctx }) => {
    const result = await verifyAuditChain(ctx.db.prisma, ctx.caller.orgId);
    return {
      valid: result.valid,
      entries: result.entries,
      head_hash: result.headHash,
      first_invalid_seq: result.firstInvalidSeq === null ? null : Number(result.firstInvalidSeq),
    };
  });
