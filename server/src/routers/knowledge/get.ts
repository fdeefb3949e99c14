import { getCollection } from '../../domain/knowledge/collections.js';
import { userProcedure } from '../../trpc/init.js';
import { getKnowledgeCollectionMeta, ZGetKnowledgeCollectionResponseSchema, ZKnowledgeCollectionRequestSchema } from './get.types.js';
import { toKnowledgeCollectionResponse } from './knowledge.types.js';

export const getKnowledgeCollectionRoute = userProcedure
  .meta(getKnowledgeCollectionMeta)
  .input(ZKnowledgeCollectionRequestSchema)
  .output(ZGetKnowledgeCollectionResponseSchema)
  .query(async ({ ctx, input }) => toKnowledgeCollectionResponse(await getCollection(ctx.db.prisma, ctx.caller, input.id), ctx.caller));
