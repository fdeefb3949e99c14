import { z } from 'zod';
import { deleteCollection } from '../../domain/knowledge/collections.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteKnowledgeCollectionMeta } from './delete.types.js';
import { ZKnowledgeCollectionRequestSchema } from './get.types.js';

export const deleteKnowledgeCollectionRoute = userProcedure
  .meta(deleteKnowledgeCollectionMeta)
  .input(ZKnowledgeCollectionRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteCollection(ctx.db.prisma, ctx.caller, input.id, userAuditContext(ctx));
  });
