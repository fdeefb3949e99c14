import { listPromoCodes } from '../../domain/billing/promo-codes.js';
import { userProcedure } from '../../trpc/init.js';
import { listPromoCodesMeta, ZListPromoCodesRequestSchema, ZListPromoCodesResponseSchema } from './list-codes.types.js';
import { toPromoCodeResponse } from './promo-code.types.js';

export const listPromoCodesRoute = userProcedure
  .meta(listPromoCodesMeta)
  .input(ZListPromoCodesRequestSchema)
  .output(ZListPromoCodesResponseSchema)
  .query(async ({ ctx, input }) => {
    const codes = await listPromoCodes(ctx.db.prisma, ctx.caller, input);
    return { data: codes.data.map(toPromoCodeResponse), next_cursor: codes.nextCursor };
  });
