import { updateAgent } from '../../domain/agents/agents.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toAgentResponse, ZAgentSchema } from './agent.types.js';
import { updateAgentMeta, ZUpdateAgentRequestSchema } from './update.types.js';

export const updateAgentRoute = userProcedure
  .meta(updateAgentMeta)
  .input(ZUpdateAgentRequestSchema)
  .output(ZAgentSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, team_id: teamId, owner_user_id: ownerUserId, ...fields } = input;
    return toAgentResponse(await updateAgent(ctx.db.prisma, ctx.caller.orgId, id, { ...fields, teamId, ownerUserId }, userAuditContext(ctx)));
  });
