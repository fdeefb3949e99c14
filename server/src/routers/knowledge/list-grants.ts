import { listCollectionGrants } from '../../domain/knowledge/grants.js';
import { userProcedure } from '../../trpc/init.js';
import { toKnowledgeGrantResponse } from './grant.types.js';
import { listKnowledgeGrantsMeta, ZListKnowledgeGrantsRequestSchema, ZListKnowledgeGrantsResponseSchema } from './list-grants.types.js';

export const listKnowledgeGrantsRoute = userProcedure
  .meta(listKnowledgeGrantsMeta)
  .input(ZListKnowledgeGrantsRequestSchema)
  .output(ZListKnowledgeGrantsResponseSchema)
  .query(async ({ ctx, input }) => ({ data: (await listCollectionGrants(ctx.db.prisma, ctx.caller, input.id)).map(toKnowledgeGrantResponse) }));
