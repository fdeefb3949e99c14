import { cloneAgent } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse } from './agent.types.js';
import { cloneAgentMeta, ZCloneAgentRequestSchema, ZCloneAgentResponseSchema } from './clone.types.js';

export const cloneAgentRoute = userProcedure
  .meta(cloneAgentMeta)
  .input(ZCloneAgentRequestSchema)
  .output(ZCloneAgentResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const cloned = await cloneAgent(ctx.db.prisma, ctx.caller.orgId, input.id, input.name, userAuditContext(ctx));
    return { agent: toAgentResponse(cloned.agent), api_key: cloned.liveKey, test_api_key: cloned.testKey };
  });
