import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { PLATFORM_ADMIN_NOTE, PROMO_CODE_EXAMPLE, ZPromoCodeSchema, ZPromoCodeTextSchema } from './promo-code.types.js';
import { ZDateTimeInputSchema } from '../shared.types.js';

/** At most $1,000,000 a code: the balance stays far below the integers JSON carries exactly. */
export const PROMO_MAX_CENTS = 100_000_000;

export const ZCreatePromoCodeRequestSchema = z.strictObject({
  code: ZPromoCodeTextSchema,
  amount_cents: z.number().int().positive().max(PROMO_MAX_CENTS).meta({ description: 'Cents credited to each redeeming organization' }),
  max_redemptions: z.number().int().positive().max(2_147_483_647).optional().meta({ description: 'How many organizations may redeem it; no limit when left out' }),
  expires_at: ZDateTimeInputSchema.optional().meta({ description: 'When it stops redeeming (ISO 8601); never when left out' }),
});

export const ZCreatePromoCodeResponseSchema = ZPromoCodeSchema;

export const createPromoCodeMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/promo/codes',
    tags: ['Promo codes'],
    summary: 'Create a promo code',
    errorResponses: { 400: "A field that fails validation, or a code over the server's bound per redemption or per code", 409: 'The code is taken, also by a deleted code' },
    description:
      'Each organization may redeem a code once. A code already taken, even by a deleted code, is 409. ' +
      "The server bounds what a code credits: `amount_cents` at most PROCTOR_PROMO_MAX_AMOUNT_CENTS (default 10,000), and `amount_cents` × `max_redemptions` " +
      'at most PROCTOR_PROMO_MAX_CODE_CENTS (default 1,000,000; `max_redemptions` is then required, and 0 lifts this bound); over either, 400 naming it. ' +
      PLATFORM_ADMIN_NOTE,
  },
  auth: MEMBERS,
  successStatus: 201,
  sdk: { resource: ['promo', 'codes'], method: 'create' },
  examples: {
    request: { code: 'LAUNCH25', amount_cents: 2500, max_redemptions: 400, expires_at: '2025-03-31T23:59:59Z' },
    response: { ...PROMO_CODE_EXAMPLE, redemption_count: 0 },
  },
};
