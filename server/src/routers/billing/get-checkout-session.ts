import { getCheckoutSession } from '../../domain/billing/checkout.js';
import { userProcedure } from '../../trpc/init.js';
import { toCheckoutSessionResponse, ZCheckoutSessionSchema } from './checkout-session.types.js';
import { getCheckoutSessionMeta, ZGetCheckoutSessionRequestSchema } from './get-checkout-session.types.js';

export const getCheckoutSessionRoute = userProcedure
  .meta(getCheckoutSessionMeta)
  .input(ZGetCheckoutSessionRequestSchema)
  .output(ZCheckoutSessionSchema)
  .query(async ({ ctx, input }) => toCheckoutSessionResponse(await getCheckoutSession(ctx.db.prisma, ctx.caller.orgId, input.id)));
