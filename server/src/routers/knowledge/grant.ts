import { grantCollection } from '../../domain/knowledge/grants.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { grantKnowledgeMeta, toKnowledgeGrantResponse, ZGrantKnowledgeRequestSchema, ZKnowledgeGrantSchema } from './grant.types.js';

export const grantKnowledgeRoute = userProcedure
  .meta(grantKnowledgeMeta)
  .input(ZGrantKnowledgeRequestSchema)
  .output(ZKnowledgeGrantSchema)
  .mutation(async ({ ctx, input }) => toKnowledgeGrantResponse(await grantCollection(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx))));
