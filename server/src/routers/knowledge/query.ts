import { randomUUID } from 'node:crypto';
import { queryCollection } from '../../domain/knowledge/collections.js';
import { collectionEmbedder } from '../../domain/knowledge/embedding.js';
import { toKnowledgeHitResponse } from '../../domain/knowledge/hits.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { embeddingFailure, embeddingServices } from './knowledge.types.js';
import { queryKnowledgeMeta, ZQueryKnowledgeRequestSchema, ZQueryKnowledgeResponseSchema } from './query.types.js';

export const queryKnowledgeRoute = userProcedure
  .meta(queryKnowledgeMeta)
  .input(ZQueryKnowledgeRequestSchema)
  .output(ZQueryKnowledgeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    // A query is not retried: its embedding request has a key of its own.
    const use = { mode: 'live' as const, key: `query:${randomUUID()}`, audit: userAuditContext(ctx) };
    const hits = await embeddingFailure(() => queryCollection(ctx.db.prisma, (collection) => collectionEmbedder(embeddingServices(ctx), collection, use), ctx.caller, input.id, input.query, input.k));
    return { data: hits.map(toKnowledgeHitResponse) };
  });
