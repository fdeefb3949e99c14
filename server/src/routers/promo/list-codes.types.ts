import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { PLATFORM_ADMIN_NOTE, PROMO_CODE_EXAMPLE, ZPromoCodeSchema } from './promo-code.types.js';

export const ZListPromoCodesRequestSchema = ZListRequestSchema('promo');
export const ZListPromoCodesResponseSchema = ZPageSchema(ZPromoCodeSchema);

export const listPromoCodesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/promo/codes',
    tags: ['Promo codes'],
    summary: 'Every promo code, deleted ones included',
    description: `Oldest first. ${PLATFORM_ADMIN_NOTE}`,
  },
  auth: MEMBERS,
  sdk: { resource: ['promo', 'codes'], method: 'list' },
  examples: { response: page(PROMO_CODE_EXAMPLE) },
};
