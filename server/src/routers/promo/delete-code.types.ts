import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { PLATFORM_ADMIN_NOTE, ZPromoCodeTextSchema } from './promo-code.types.js';

export const ZDeletePromoCodeRequestSchema = z.strictObject({ code: ZPromoCodeTextSchema });

export const deletePromoCodeMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/promo/codes',
    tags: ['Promo codes'],
    summary: 'Delete a promo code',
    errorResponses: { 404: 'No such code, or it was deleted already' },
    description: `?code=: it redeems no more; what it credited stays, and the code stays taken. Unknown or already deleted: 404. ${PLATFORM_ADMIN_NOTE}`,
  },
  auth: MEMBERS,
  successStatus: 204,
  sdk: { resource: ['promo', 'codes'], method: 'delete' },
};
