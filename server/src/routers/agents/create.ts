import { createAgent } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse } from './agent.types.js';
import { createAgentMeta, ZCreateAgentRequestSchema, ZCreateAgentResponseSchema } from './create.types.js';

export const createAgentRoute = userProcedure
  .meta(createAgentMeta)
  .input(ZCreateAgentRequestSchema)
  .output(ZCreateAgentResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const created = await createAgent(ctx.db.prisma, ctx.caller, input, userAuditContext(ctx));
    return { agent: toAgentResponse(created.agent), api_key: created.liveKey, test_api_key: created.testKey };
  });
