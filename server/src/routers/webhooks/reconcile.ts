import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { reconcile } from '../../domain/dispatch/reconcile.js';
import { serviceRequestById } from '../../domain/service-requests/requests.js';
import { rawBodyOf } from '../../http/body.js';
import { isNotificationMessageId } from '../../providers/standard-webhooks.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { toServiceRequestResponse, ZServiceRequestSchema } from '../service-requests/service-request.types.js';
import { reconcileMeta, ZReconcileRequestSchema } from './reconcile.types.js';

export const reconcileRoute = publicProcedure
  .meta(reconcileMeta)
  .input(ZReconcileRequestSchema)
  .output(ZServiceRequestSchema)
  .mutation(async ({ ctx, input }) => {
    const secret = ctx.config.PROCTOR_RECONCILE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError('service_unavailable', 'Reconcile webhooks are not configured on this server');
    const headers = ctx.req.headers as Record<string, string>;
    if (isNotificationMessageId(headers['webhook-id'])) {
      throw new ApiError('unauthorized', 'Webhook refused: its webhook-id is one of the messages notification.webhook signs, never a reconcile');
    }
    try {
      new Webhook(secret).verify(rawBodyOf(ctx.req) ?? '', headers);
    } catch (error) {
      if (error instanceof WebhookVerificationError) throw new ApiError('unauthorized', `Webhook refused: ${error.message}`);
      throw error;
    }
    const outcome =
      input.status === 'executed'
        ? { status: 'executed' as const, result: input.result ?? {}, costCents: input.cost_cents ?? 0 }
        : { status: input.status, detail: input.detail ?? `The provider reported ${input.status}`, reasonCode: input.reason_code };
    const job = { provider: input.provider, externalId: input.external_id, serviceRequestId: input.service_request_id };
    const request = await reconcile(ctx.db.prisma, job, outcome, {
      actor: { type: 'system', id: `reconcile:${input.provider}` },
      requestId: ctx.requestId,
    });
    return toServiceRequestResponse(await serviceRequestById(ctx.db.prisma, request.id));
  });
