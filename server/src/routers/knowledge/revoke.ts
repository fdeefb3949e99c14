import { z } from 'zod';
import { revokeCollection } from '../../domain/knowledge/grants.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { revokeKnowledgeMeta, ZRevokeKnowledgeRequestSchema } from './revoke.types.js';

export const revokeKnowledgeRoute = userProcedure
  .meta(revokeKnowledgeMeta)
  .input(ZRevokeKnowledgeRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await revokeCollection(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx));
  });
