import { listAgentRequests } from '../../domain/agents/agent-requests.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentRequestResponse } from './agent-request.types.js';
import { listAgentRequestsMeta, ZListAgentRequestsRequestSchema, ZListAgentRequestsResponseSchema } from './list.types.js';

export const listAgentRequestsRoute = userProcedure
  .meta(listAgentRequestsMeta)
  .input(ZListAgentRequestsRequestSchema)
  .output(ZListAgentRequestsResponseSchema)
  .query(async ({ ctx, input }) => {
    const { status, agent_id: agentId, ...pageRequest } = input;
    const page = await listAgentRequests(ctx.db.prisma, ctx.caller, { status, agentId }, pageRequest);
    return { data: page.data.map(toAgentRequestResponse), next_cursor: page.nextCursor };
  });
