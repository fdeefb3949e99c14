import { receiveSlackEvent } from '../../domain/chat/slack.js';
import { DomainError } from '../../domain/errors.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { slackWebhookMeta, ZSlackEventRequestSchema, ZSlackEventResponseSchema } from './slack.types.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const slackWebhookRoute = publicProcedure
  .meta(slackWebhookMeta)
  .input(ZSlackEventRequestSchema)
  .output(ZSlackEventResponseSchema)
  .mutation(async ({ ctx }) => {
    const receipt = await receiveSlackEvent({ db: ctx.db.prisma, config: ctx.config, logger: ctx.logger }, ctx.rawBody(), {
      timestamp: header(ctx.req.headers['x-slack-request-timestamp']),
      signature: header(ctx.req.headers['x-slack-signature']),
    }).catch((error: unknown) => {
      // Unset, the receiver is a service this server does not offer now: 503, as the reconcile receiver.
      if (error instanceof DomainError && error.code === 'not_configured') throw new ApiError('not_configured', error.message, { status: 503 });
      throw error;
    });
    if ('challenge' in receipt) return { ok: true as const, challenge: receipt.challenge };
    ctx.logger.info({ req_id: ctx.requestId, retry: header(ctx.req.headers['x-slack-retry-num']) ?? null, ...receipt }, 'slack event received');
    return { ok: true as const };
  });
