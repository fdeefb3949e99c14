import { listCollections } from '../../domain/knowledge/collections.js';
import { userProcedure } from '../../trpc/init.js';
import { toKnowledgeCollectionResponse } from './knowledge.types.js';
import { listKnowledgeCollectionsMeta, ZListKnowledgeCollectionsRequestSchema, ZListKnowledgeCollectionsResponseSchema } from './list.types.js';

export const listKnowledgeCollectionsRoute = userProcedure
  .meta(listKnowledgeCollectionsMeta)
  .input(ZListKnowledgeCollectionsRequestSchema)
  .output(ZListKnowledgeCollectionsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listCollections(ctx.db.prisma, ctx.caller, input);
    return { data: page.data.map((collection) => toKnowledgeCollectionResponse(collection, ctx.caller)), next_cursor: page.nextCursor };
  });
