import { listAgents } from '../../domain/agents/agents.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse } from './agent.types.js';
import { listAgentsMeta, ZListAgentsRequestSchema, ZListAgentsResponseSchema } from './list.types.js';

export const listAgentsRoute = userProcedure
  .meta(listAgentsMeta)
  .input(ZListAgentsRequestSchema)
  .output(ZListAgentsResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listAgents(ctx.db.prisma, ctx.caller, input, { parentAgentId: input.parent_agent_id });
    return { data: page.data.map(toAgentResponse), next_cursor: page.nextCursor };
  });
