import { listPublications } from '../../domain/publishing/publications.js';
import { userProcedure } from '../../trpc/init.js';
import { listPublicationsMeta, ZListPublicationsRequestSchema, ZListPublicationsResponseSchema } from './list-publications.types.js';
import { toPublicationResponse } from './publication.types.js';

export const listPublicationsRoute = userProcedure
  .meta(listPublicationsMeta)
  .input(ZListPublicationsRequestSchema)
  .output(ZListPublicationsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listPublications(ctx.db.prisma, ctx.caller, input, input);
    return { data: page.data.map(toPublicationResponse), next_cursor: page.nextCursor };
  });
