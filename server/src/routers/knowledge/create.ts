import { createCollection } from '../../domain/knowledge/collections.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createKnowledgeCollectionMeta, ZCreateKnowledgeCollectionRequestSchema, ZCreateKnowledgeCollectionResponseSchema } from './create.types.js';
import { toKnowledgeCollectionResponse } from './knowledge.types.js';

export const createKnowledgeCollectionRoute = userProcedure
  .meta(createKnowledgeCollectionMeta)
  .input(ZCreateKnowledgeCollectionRequestSchema)
  .output(ZCreateKnowledgeCollectionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { name, description } = input;
    const embedder = input.embedder === 'provider' ? { embedder: 'provider' as const, agentId: input.agent_id! } : { embedder: 'local' as const };
    return toKnowledgeCollectionResponse(await createCollection(ctx.db.prisma, ctx.config, ctx.caller, { name, description, ...embedder }, userAuditContext(ctx)), ctx.caller);
  });
