import { getAgentRequest } from '../../domain/agents/agent-requests.js';
import { authedProcedure } from '../../trpc/init.js';
import { toAgentRequestResponse, ZAgentRequestSchema } from './agent-request.types.js';
import { getAgentRequestMeta, ZGetAgentRequestRequestSchema } from './get.types.js';

export const getAgentRequestRoute = authedProcedure
  .meta(getAgentRequestMeta)
  .input(ZGetAgentRequestRequestSchema)
  .output(ZAgentRequestSchema)
  .query(async ({ ctx, input }) => toAgentRequestResponse(await getAgentRequest(ctx.db.prisma, ctx.caller, input.id)));
