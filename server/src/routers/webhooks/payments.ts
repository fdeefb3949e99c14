import { receivePaymentEvent } from '../../domain/billing/payment-webhook.js';
import { publicProcedure } from '../../trpc/init.js';
import { paymentsWebhookMeta, ZPaymentEventRequestSchema, ZPaymentEventResponseSchema } from './payments.types.js';

export const paymentsWebhookRoute = publicProcedure
  .meta(paymentsWebhookMeta)
  .input(ZPaymentEventRequestSchema)
  .output(ZPaymentEventResponseSchema)
  .mutation(async ({ ctx }) => {
    const signature = ctx.req.headers['stripe-signature'];
    const applied = await receivePaymentEvent(
      ctx.db.prisma,
      ctx.config,
      ctx.rawBody(),
      typeof signature === 'string' ? signature : undefined,
      ctx.requestId,
    );
    const fields = { event_id: applied.eventId, req_id: ctx.requestId };
    if (applied.outcome === 'ignored') ctx.logger.info({ ...fields, reason: applied.reason }, 'payment event ignored');
    else ctx.logger.info({ ...fields, outcome: applied.outcome }, 'payment event applied');
    return { received: true as const, duplicate: applied.outcome === 'duplicate' };
  });
