import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZRedeemPromoRequestSchema = z.strictObject({
  code: z.string().trim().min(1).max(64).meta({ description: 'The promo code; case does not matter' }),
});

export const ZRedemptionSchema = z
  .object({
    code: ZLabelSchema,
    amount_cents: z.number().int().meta({ description: 'What the code added' }),
    balance_cents: z.number().int().meta({ description: "The active workspace's balance after it" }),
  })
  .meta({ id: 'PromoRedemption' });

export const redeemPromoMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/promo/redeem',
    tags: ['Promo codes'],
    summary: "Redeem a promo code into the active workspace's balance",
    errorResponses: {
      404: 'No such code, or it was deleted',
      409: "The code has expired, is used up, is over the server's bounds, or your organization redeemed it already",
    },
    description:
      'Credits the amount of the code to your active workspace, once per organization (a second redemption by anyone of the organization is 409). An unknown or deleted code is 404; an expired or exhausted one is 409, each with a message saying which. ' +
      "A code over the server's current bounds (PROCTOR_PROMO_MAX_AMOUNT_CENTS per redemption, PROCTOR_PROMO_MAX_CODE_CENTS per code, as at its creation), " +
      'made before them, is 409 too.',
  },
  auth: MEMBERS,
  examples: { request: { code: 'launch25' }, response: { code: 'LAUNCH25', amount_cents: 2500, balance_cents: 3000 } },
};
