import { fireTrigger, signedTrigger, TRIGGER_FIRE_MAX_BYTES } from '../../domain/event-sources/triggers.js';
import { STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { enforceTriggerLimit } from '../../trpc/rate-limit.js';
import { ZIdempotencyKeySchema } from '../service-requests/create.types.js';
import { toServiceRequestResponse } from '../service-requests/service-request.types.js';
import { fireTriggerMeta, SIGNATURE_HEADER, ZFireTriggerRequestSchema, ZFireTriggerResponseSchema } from './fire.types.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const fireTriggerRoute = publicProcedure
  .meta(fireTriggerMeta)
  .input(ZFireTriggerRequestSchema)
  .output(ZFireTriggerResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const raw = ctx.rawBody() ?? Buffer.alloc(0);
    if (raw.length > TRIGGER_FIRE_MAX_BYTES) throw new ApiError('invalid_request', `A fire's body is at most ${TRIGGER_FIRE_MAX_BYTES} bytes`, { status: 413 });
    const trigger = await signedTrigger(ctx.db.prisma, ctx.config, ctx.triggers, input.id, raw, header(ctx.req.headers[SIGNATURE_HEADER]));
    await enforceTriggerLimit(ctx, trigger.id);
    const key = header(ctx.req.headers['idempotency-key']);
    const clientKey = key === undefined ? null : ZIdempotencyKeySchema.safeParse(key).data;
    if (clientKey === undefined) throw new ApiError('invalid_request', 'The Idempotency-Key header, when given, is 1 to 255 visible ASCII characters');
    const fired: unknown = raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8'));
    const request = await fireTrigger({ db: ctx.db.prisma, logger: ctx.logger, config: ctx.config }, trigger, fired, clientKey, ctx.requestId);
    const response = toServiceRequestResponse(request);
    ctx.setStatus(STATUS_DOCS[response.status].httpStatus);
    return response;
  });
