import { dispatch } from '../../domain/dispatch/dispatch.js';
import { STATUS_DOCS } from '../../domain/service-requests/public-status.js';
import { serverKeyPrefixOf } from '../../domain/dispatch/server-keys.js';
import type { AgentCaller } from '../../domain/auth/caller.js';
import { agentAuditContext } from '../../trpc/audit-context.js';
import type { Context } from '../../trpc/context.js';
import { ApiError } from '../../trpc/errors.js';
import { agentProcedure } from '../../trpc/init.js';
import { createServiceRequestMeta, ZCreateServiceRequestRequestSchema, ZIdempotencyKeySchema, type CreateServiceRequestRequest } from './create.types.js';
import { delegatedTaskOf } from './delegated-task-header.js';
import { toServiceRequestResponse, ZServiceRequestSchema, type ServiceRequestResponse } from './service-request.types.js';

/**
 * A dispatch by the calling agent under `key`, its Idempotency-Key, through the one pipeline:
 * this route's, and the MCP endpoint's tools/call (mcp/in-process-api.ts), so that both refuse
 * the same keys and answer the same request.
 */
export async function dispatchAsAgent(
  ctx: Context & { caller: AgentCaller },
  input: CreateServiceRequestRequest,
  key: unknown,
  delegatedTaskId?: string,
): Promise<ServiceRequestResponse> {
  const { data: idempotencyKey } = ZIdempotencyKeySchema.safeParse(key);
  if (idempotencyKey === undefined) {
    throw new ApiError('invalid_request', 'The Idempotency-Key header is required: 1 to 255 visible ASCII characters, a UUID v4 for example');
  }
  const reserved = serverKeyPrefixOf(idempotencyKey);
  if (reserved) throw new ApiError('invalid_request', `Idempotency-Keys starting "${reserved.prefix}" are reserved for the dispatches of ${reserved.use}`);
  const { request } = await dispatch(ctx.db.prisma, ctx.logger, ctx.config, {
    orgId: ctx.caller.orgId,
    agentId: ctx.caller.agentId,
    mode: ctx.caller.mode,
    operation: input.operation,
    service: input.service,
    payload: input.payload,
    idempotencyKey,
    delegatedTaskId,
    audit: agentAuditContext(ctx),
  });
  return toServiceRequestResponse(request);
}

export const createServiceRequestRoute = agentProcedure
  .meta(createServiceRequestMeta)
  .input(ZCreateServiceRequestRequestSchema)
  .output(ZServiceRequestSchema)
  .mutation(async ({ ctx, input }) => {
    const response = await dispatchAsAgent(ctx, input, ctx.req.headers['idempotency-key'], delegatedTaskOf(ctx.req.headers));
    ctx.setStatus(STATUS_DOCS[response.status].httpStatus);
    return response;
  });
