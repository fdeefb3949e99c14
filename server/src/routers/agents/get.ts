import { getAgent } from '../../domain/agents/agents.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse, ZAgentSchema } from './agent.types.js';
import { getAgentMeta, ZGetAgentRequestSchema } from './get.types.js';

export const getAgentRoute = userProcedure
  .meta(getAgentMeta)
  .input(ZGetAgentRequestSchema)
  .output(ZAgentSchema)
  .query(async ({ ctx, input }) => toAgentResponse(await getAgent(ctx.db.prisma, ctx.caller.orgId, input.id)));
