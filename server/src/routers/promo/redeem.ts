import { redeemPromoCode } from '../../domain/billing/promo-redeem.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { redeemPromoMeta, ZRedeemPromoRequestSchema, ZRedemptionSchema } from './redeem.types.js';

export const redeemPromoRoute = userProcedure
  .meta(redeemPromoMeta)
  .input(ZRedeemPromoRequestSchema)
  .output(ZRedemptionSchema)
  .mutation(async ({ ctx, input }) => {
    const redemption = await redeemPromoCode(ctx.db.prisma, ctx.config, ctx.caller, input.code, userAuditContext(ctx));
    return { code: redemption.code, amount_cents: Number(redemption.amountCents), balance_cents: Number(redemption.balanceCents) };
  });
