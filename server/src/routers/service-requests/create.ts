import { dispatch } from '../../domain/dispatch/dispatch.js';
import { STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { serverKeyPrefixOf } from '../../domain/dispatch/server-keys.js';
import { agentAuditContext } from '../../trpc/audit-context.js';
import { ApiError } from '../../trpc/errors.js';
import { agentProcedure } from '../../trpc/init.js';
import { createServiceRequestMeta, ZCreateServiceRequestRequestSchema, ZDelegatedTaskHeaderSchema, ZIdempotencyKeySchema } from './create.types.js';
import { toServiceRequestResponse, ZServiceRequestSchema } from './service-request.types.js';

export const createServiceRequestRoute = agentProcedure
  .meta(createServiceRequestMeta)
  .input(ZCreateServiceRequestRequestSchema)
  .output(ZServiceRequestSchema)
  .mutation(async ({ ctx, input }) => {
    const { data: idempotencyKey } = ZIdempotencyKeySchema.safeParse(ctx.req.headers['idempotency-key']);
    if (idempotencyKey === undefined) {
      throw new ApiError('invalid_request', 'The Idempotency-Key header is required: 1 to 255 visible ASCII characters, a UUID v4 for example');
    }
    const reserved = serverKeyPrefixOf(idempotencyKey);
    if (reserved) throw new ApiError('invalid_request', `Idempotency-Keys starting "${reserved.prefix}" are reserved for the dispatches of ${reserved.use}`);
    const task = ctx.req.headers['x-delegated-task'];
    const delegatedTask = task === undefined ? undefined : ZDelegatedTaskHeaderSchema.safeParse(task);
    if (delegatedTask && !delegatedTask.success) {
      throw new ApiError('invalid_request', 'The X-Delegated-Task header must be the id of a delegated task (tsk_…)');
    }
    const { request } = await dispatch(ctx.db.prisma, ctx.logger, ctx.config, {
      orgId: ctx.caller.orgId,
      agentId: ctx.caller.agentId,
      mode: ctx.caller.mode,
      operation: input.operation,
      service: input.service,
      payload: input.payload,
      idempotencyKey,
      delegatedTaskId: delegatedTask?.data,
      audit: agentAuditContext(ctx),
    });
    const response = toServiceRequestResponse(request);
    ctx.setStatus(STATUS_DOCS[response.status].httpStatus);
    return response;
  });
