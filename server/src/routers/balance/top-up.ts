import { createCheckoutSession } from '../../domain/billing/checkout.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toCheckoutSessionResponse, ZCheckoutSessionSchema } from '../billing/checkout-session.types.js';
import { topUpMeta, ZTopUpRequestSchema } from './top-up.types.js';

export const topUpRoute = userProcedure
  .meta(topUpMeta)
  .input(ZTopUpRequestSchema)
  .output(ZCheckoutSessionSchema)
  .mutation(async ({ ctx, input }) => {
    const request = { amountCents: BigInt(input.amount_cents) };
    const session = await createCheckoutSession(ctx.db.prisma, ctx.config, ctx.caller, request, ctx.publicUrl(), userAuditContext(ctx));
    return toCheckoutSessionResponse(session);
  });
