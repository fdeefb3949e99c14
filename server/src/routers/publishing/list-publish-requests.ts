import { listPublishRequests } from '../../domain/publishing/publish-requests.js';
import { userProcedure } from '../../trpc/init.js';
import { listPublishRequestsMeta, ZListPublishRequestsRequestSchema, ZListPublishRequestsResponseSchema } from './list-publish-requests.types.js';
import { toPublishRequestResponse } from './publication.types.js';

export const listPublishRequestsRoute = userProcedure
  .meta(listPublishRequestsMeta)
  .input(ZListPublishRequestsRequestSchema)
  .output(ZListPublishRequestsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listPublishRequests(ctx.db.prisma, ctx.caller, input.status, input);
    return { data: page.data.map((request) => toPublishRequestResponse(request, ctx.caller)), next_cursor: page.nextCursor };
  });
