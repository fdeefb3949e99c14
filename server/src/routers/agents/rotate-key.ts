import { rotateAgentKey } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse } from './agent.types.js';
import { rotateAgentKeyMeta, ZRotateAgentKeyRequestSchema, ZRotateAgentKeyResponseSchema } from './rotate-key.types.js';

export const rotateAgentKeyRoute = userProcedure
  .meta(rotateAgentKeyMeta)
  .input(ZRotateAgentKeyRequestSchema)
  .output(ZRotateAgentKeyResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { agent, key, revoked } = await rotateAgentKey(ctx.db.prisma, ctx.caller.orgId, input.id, input.mode, userAuditContext(ctx));
    // This instance forgets the old keys before it answers; the others when the triggers' notification reaches them.
    for (const id of [input.id, ...revoked]) ctx.agentKeys.dropAgent(id);
    return { agent: toAgentResponse(agent), api_key: key, revoked_agent_ids: revoked };
  });
