import { answerAgentRequest } from '../../domain/agents/agent-requests.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentRequestResponse, ZAgentRequestSchema } from './agent-request.types.js';
import { answerAgentRequestMeta, ZAnswerAgentRequestRequestSchema } from './answer.types.js';

export const answerAgentRequestRoute = userProcedure
  .meta(answerAgentRequestMeta)
  .input(ZAnswerAgentRequestRequestSchema)
  .output(ZAgentRequestSchema)
  .mutation(async ({ ctx, input }) =>
    toAgentRequestResponse(
      await answerAgentRequest(ctx.db.prisma, ctx.caller, input.id, { status: input.status, response: input.response }, userAuditContext(ctx)),
    ),
  );
