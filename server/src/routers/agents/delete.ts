import { z } from 'zod';
import { deleteAgent } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { deleteAgentMeta, ZDeleteAgentRequestSchema } from './delete.types.js';

export const deleteAgentRoute = userProcedure
  .meta(deleteAgentMeta)
  .input(ZDeleteAgentRequestSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteAgent(ctx.db.prisma, ctx.caller.orgId, input.id, userAuditContext(ctx));
    // This instance forgets the agent's keys and triggers before it answers; the others when the triggers' notification reaches them.
    ctx.agentKeys.dropAgent(input.id);
    ctx.triggers.dropAgent(input.id);
  });
