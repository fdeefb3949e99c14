import { listServiceRequests } from '../../domain/dispatch/requests.js';
import { userProcedure } from '../../trpc/init.js';
import { listServiceRequestsMeta, ZListServiceRequestsRequestSchema, ZListServiceRequestsResponseSchema } from './list.types.js';
import { toServiceRequestResponse } from './service-request.types.js';

export const listServiceRequestsRoute = userProcedure
  .meta(listServiceRequestsMeta)
  .input(ZListServiceRequestsRequestSchema)
  .output(ZListServiceRequestsResponseSchema)
  .query(async ({ ctx, input }) => {
    // Requests in the provider's hands are stored as admitted and shown as running.
    const statuses = input.status === 'running' ? (['admitted', 'running'] as const) : input.status ? [input.status] : undefined;
    const page = await listServiceRequests(
      ctx.db.prisma,
      ctx.caller.orgId,
      { agentId: input.agent_id, statuses: statuses && [...statuses], operation: input.operation },
      { limit: input.limit, cursor: input.cursor },
    );
    return { data: page.data.map(toServiceRequestResponse), next_cursor: page.nextCursor };
  });
