import { router } from '../../trpc/init.js';
import { createPromoCodeRoute } from './create-code.js';
import { deletePromoCodeRoute } from './delete-code.js';
import { listPromoCodesRoute } from './list-codes.js';
import { redeemPromoRoute } from './redeem.js';

export const promoRouter = router({
  redeem: redeemPromoRoute,
  listCodes: listPromoCodesRoute,
  createCode: createPromoCodeRoute,
  deleteCode: deletePromoCodeRoute,
});
