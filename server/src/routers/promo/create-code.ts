import { createPromoCode } from '../../domain/billing/promo-codes.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createPromoCodeMeta, ZCreatePromoCodeRequestSchema, ZCreatePromoCodeResponseSchema } from './create-code.types.js';
import { toPromoCodeResponse } from './promo-code.types.js';

export const createPromoCodeRoute = userProcedure
  .meta(createPromoCodeMeta)
  .input(ZCreatePromoCodeRequestSchema)
  .output(ZCreatePromoCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const promo = await createPromoCode(
      ctx.db.prisma,
      ctx.config,
      ctx.caller,
      {
        code: input.code,
        amountCents: BigInt(input.amount_cents),
        maxRedemptions: input.max_redemptions,
        expiresAt: input.expires_at === undefined ? undefined : new Date(input.expires_at),
      },
      userAuditContext(ctx),
    );
    return toPromoCodeResponse(promo);
  });
