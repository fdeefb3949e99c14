import { createCheckoutSession } from '../../domain/billing/checkout.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toCheckoutSessionResponse, ZCheckoutRequestSchema, ZCheckoutSessionSchema } from './checkout-session.types.js';
import { createCheckoutSessionMeta } from './create-checkout-session.types.js';

export const createCheckoutSessionRoute = userProcedure
  .meta(createCheckoutSessionMeta)
  .input(ZCheckoutRequestSchema)
  .output(ZCheckoutSessionSchema)
  .mutation(async ({ ctx, input }) => {
    const request = { amountCents: BigInt(input.amount_cents), successUrl: input.success_url, cancelUrl: input.cancel_url };
    const session = await createCheckoutSession(ctx.db.prisma, ctx.config, ctx.caller, request, ctx.publicUrl(), userAuditContext(ctx));
    return toCheckoutSessionResponse(session);
  });
