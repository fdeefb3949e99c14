import { receiveVoiceStatus } from '../../domain/dispatch/voice-status.js';
import { DomainError } from '../../domain/errors.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { voiceStatusMeta, ZVoiceStatusRequestSchema, ZVoiceStatusResponseSchema } from './voice.types.js';

export const voiceStatusRoute = publicProcedure
  .meta(voiceStatusMeta)
  .input(ZVoiceStatusRequestSchema)
  .output(ZVoiceStatusResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const signature = ctx.req.headers['x-twilio-signature'];
    const receipt = await receiveVoiceStatus(ctx.db.prisma, ctx.config, {
      // The URL as Twilio requested it: this server's public URL and the path with its query.
      url: ctx.publicUrl(ctx.req.originalUrl),
      rawBody: ctx.rawBody(),
      signature: typeof signature === 'string' ? signature : undefined,
      serviceRequestId: input.service_request_id,
      requestId: ctx.requestId,
    }).catch((error: unknown) => {
      // Unset, the receiver is a service this server does not offer now: 503, as the other receivers.
      if (error instanceof DomainError && error.code === 'not_configured') throw new ApiError('not_configured', error.message, { status: 503 });
      throw error;
    });
    ctx.logger.info({ req_id: ctx.requestId, service_request_id: input.service_request_id, call_sid: input.CallSid, status: receipt.status }, 'voice status received');
    return { received: true as const, status: receipt.status };
  });
