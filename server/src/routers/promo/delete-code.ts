import { z } from 'zod';
import { deletePromoCode } from '../../domain/billing/promo-codes.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deletePromoCodeMeta, ZDeletePromoCodeRequestSchema } from './delete-code.types.js';

export const deletePromoCodeRoute = userProcedure
  .meta(deletePromoCodeMeta)
  .input(ZDeletePromoCodeRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deletePromoCode(ctx.db.prisma, ctx.caller, input.code, userAuditContext(ctx));
  });
