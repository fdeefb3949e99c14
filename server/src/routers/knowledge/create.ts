import { createCollection } from '../../domain/knowledge/collections.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createKnowledgeCollectionMeta, ZCreateKnowledgeCollectionRequestSchema, ZCreateKnowledgeCollectionResponseSchema } from './create.types.js';
import { toKnowledgeCollectionResponse } from './knowledge.types.js';

export const createKnowledgeCollectionRoute = userProcedure
  .meta(createKnowledgeCollectionMeta)
  .input(ZCreateKnowledgeCollectionRequestSchema)
  .output(ZCreateKnowledgeCollectionResponseSchema)
  .mutation(async ({ ctx, input }) => toKnowledgeCollectionResponse(await createCollection(ctx.db.prisma, ctx.caller, input, userAuditContext(ctx)), ctx.caller));
