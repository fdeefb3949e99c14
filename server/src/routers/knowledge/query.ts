import { queryCollection } from '../../domain/knowledge/collections.js';
import { userProcedure } from '../../trpc/init.js';
import { toKnowledgeHitResponse } from '../../domain/knowledge/hits.js';
import { queryKnowledgeMeta, ZQueryKnowledgeRequestSchema, ZQueryKnowledgeResponseSchema } from './query.types.js';

export const queryKnowledgeRoute = userProcedure
  .meta(queryKnowledgeMeta)
  .input(ZQueryKnowledgeRequestSchema)
  .output(ZQueryKnowledgeResponseSchema)
  .mutation(async ({ ctx, input }) => ({ data: (await queryCollection(ctx.db.prisma, ctx.embedder, ctx.caller, input.id, input.query, input.k)).map(toKnowledgeHitResponse) }));
