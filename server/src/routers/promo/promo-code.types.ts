import { z } from 'zod';
import type { PromoCode } from '../../domain/billing/promo-codes.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZPromoCodeSchema = z
  .object({
    id: ZIdSchema.meta({ description: 'Promo code id (promo_…)' }),
    code: ZLabelSchema.meta({ description: 'Uppercased; redeemed in any case' }),
    amount_cents: z.number().int(),
    max_redemptions: z.number().int().nullable().meta({ description: 'How many organizations may redeem it; null: no limit' }),
    redemption_count: z.number().int(),
    expires_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
    deleted_at: ZTimestampSchema.nullable().meta({ description: 'Set once deleted: it redeems no more, and its code stays taken' }),
  })
  .meta({ id: 'PromoCode' });

export type PromoCodeResponse = z.infer<typeof ZPromoCodeSchema>;

export function toPromoCodeResponse(promo: PromoCode): PromoCodeResponse {
  return {
    id: promo.id,
    code: promo.code,
    amount_cents: Number(promo.amountCents),
    max_redemptions: promo.maxRedemptions,
    redemption_count: promo.redemptionCount,
    expires_at: promo.expiresAt?.toISOString() ?? null,
    created_at: promo.createdAt.toISOString(),
    deleted_at: promo.deletedAt?.toISOString() ?? null,
  };
}

/** What a code is spelled with: letters, digits, - and _, compared without case. */
export const ZPromoCodeTextSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .meta({ description: 'The code, 3 to 64 letters, digits, - and _; case does not matter' });

export const PROMO_CODE_EXAMPLE: PromoCodeResponse = {
  id: 'promo_01jh0xt2y4u6i8o0p2a4s6d8f0',
  code: 'LAUNCH25',
  amount_cents: 2500,
  max_redemptions: 400,
  redemption_count: 42,
  expires_at: '2025-03-31T23:59:59.000Z',
  created_at: '2025-01-06T09:30:00.000Z',
  deleted_at: null,
};

export const PLATFORM_ADMIN_NOTE =
  "Platform admins only: accounts the server's operator made platform admins with `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes are the platform's, not an organization's.";
