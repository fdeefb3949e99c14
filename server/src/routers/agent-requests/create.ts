import { createAgentRequest } from '../../domain/agents/agent-requests.js';
import { agentAuditContext } from '../../trpc/audit-context.js';
import { agentProcedure } from '../../trpc/init.js';
import { toAgentRequestResponse, ZAgentRequestSchema } from './agent-request.types.js';
import { createAgentRequestMeta, ZCreateAgentRequestRequestSchema } from './create.types.js';

export const createAgentRequestRoute = agentProcedure
  .meta(createAgentRequestMeta)
  .input(ZCreateAgentRequestRequestSchema)
  .output(ZAgentRequestSchema)
  .mutation(async ({ ctx, input }) =>
    toAgentRequestResponse(
      await createAgentRequest(ctx.db.prisma, ctx.caller, input, agentAuditContext(ctx)),
    ),
  );
