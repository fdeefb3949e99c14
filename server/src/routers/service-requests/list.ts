import { storedStatuses } from '../../domain/service-requests/public-status.js';
import { listServiceRequests } from '../../domain/service-requests/requests.js';
import { userProcedure } from '../../trpc/init.js';
import { listServiceRequestsMeta, ZListServiceRequestsRequestSchema, ZListServiceRequestsResponseSchema } from './list.types.js';
import { toServiceRequestResponse } from './service-request.types.js';

export const listServiceRequestsRoute = userProcedure
  .meta(listServiceRequestsMeta)
  .input(ZListServiceRequestsRequestSchema)
  .output(ZListServiceRequestsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listServiceRequests(
      ctx.db.prisma,
      ctx.caller,
      { agentId: input.agent_id, statuses: input.status && storedStatuses(input.status), operation: input.operation, mode: input.mode },
      { limit: input.limit, cursor: input.cursor, order: input.order },
    );
    return { data: page.data.map(toServiceRequestResponse), next_cursor: page.nextCursor };
  });
