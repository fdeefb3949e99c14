import { z } from 'zod';
import { verifyAuditChain } from '../../domain/audit/queries.js';
import { userProcedure } from '../../trpc/init.js';
import { toVerificationResponse, verifyAuditLogsMeta, ZVerifyAuditLogsResponseSchema } from './verify.types.js';

export const verifyAuditLogsRoute = userProcedure
  .meta(verifyAuditLogsMeta)
  .input(z.void())
  .output(ZVerifyAuditLogsResponseSchema)
  .query(async ({ ctx }) => toVerificationResponse(await verifyAuditChain(ctx.db.prisma, ctx.caller.orgId)));
