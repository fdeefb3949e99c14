import { listListings } from '../../domain/publishing/marketplace.js';
import { userProcedure } from '../../trpc/init.js';
import { toListingResponse } from '../publishing/publication.types.js';
import { listListingsMeta, ZListListingsRequestSchema, ZListListingsResponseSchema } from './list-listings.types.js';

export const listListingsRoute = userProcedure
  .meta(listListingsMeta)
  .input(ZListListingsRequestSchema)
  .output(ZListListingsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listListings(ctx.db.prisma, ctx.caller, input.kind, input);
    return { data: page.data.map(toListingResponse), next_cursor: page.nextCursor };
  });
