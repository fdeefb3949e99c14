import { callerAuditContext } from '../../trpc/audit-context.js';
import { ApiError } from '../../trpc/errors.js';
import { fileOutput } from '../../trpc/file.js';
import { authedProcedure } from '../../trpc/init.js';
import { LiveSpeechFailed, speak } from '../../domain/speech/speech.js';
import { LocalSpeechUnavailable } from '../../domain/speech/local-synthesizer.js';
import { ZIdempotencyKeySchema } from '../service-requests/create.types.js';
import { createSpeechMeta, speechFile, ZCreateSpeechRequestSchema } from './create.types.js';

export const createSpeechRoute = authedProcedure
  .meta(createSpeechMeta)
  .input(ZCreateSpeechRequestSchema)
  .output(fileOutput(speechFile))
  .mutation(async ({ ctx, input, signal }) => {
    const key = ctx.req.headers['idempotency-key'];
    const idempotencyKey = key === undefined ? undefined : ZIdempotencyKeySchema.safeParse(key);
    if (idempotencyKey && !idempotencyKey.success) throw new ApiError('invalid_request', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters');
    try {
      const { wav, serviceRequestId } = await speak(
        { db: ctx.db.prisma, logger: ctx.logger, config: ctx.config, audit: callerAuditContext(ctx), idempotencyKey: idempotencyKey?.data, signal },
        ctx.caller,
        input,
      );
      if (serviceRequestId) ctx.res.setHeader('X-Service-Request-Id', serviceRequestId);
      return { contentType: 'audio/wav', body: wav, filename: 'speech.wav' };
    } catch (error) {
      if (error instanceof LocalSpeechUnavailable) throw new ApiError('not_configured', error.message, { status: 503 });
      if (error instanceof LiveSpeechFailed) throw new ApiError('service_unavailable', error.message, { status: 502 });
      throw error;
    }
  });
