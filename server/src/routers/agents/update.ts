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
    const agent = await updateAgent(ctx.db.prisma, ctx.caller.orgId, id, { ...fields, teamId, ownerUserId }, userAuditContext(ctx));
    // Its triggers are kept with its state (a pause skips their fires): this instance reads them again before it answers.
    ctx.triggers.dropAgent(id);
    return toAgentResponse(agent);
  });
