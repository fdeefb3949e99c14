import { proposeSkill } from '../../../domain/agents/skill-proposals.js';
import { callerAuditContext } from '../../../trpc/audit-context.js';
import { authedProcedure } from '../../../trpc/init.js';
import { createSkillProposalMeta, ZCreateSkillProposalRequestSchema, ZCreateSkillProposalResponseSchema } from './create.types.js';
import { toSkillProposalResponse } from './skill-proposal.types.js';

export const createSkillProposalRoute = authedProcedure
  .meta(createSkillProposalMeta)
  .input(ZCreateSkillProposalRequestSchema)
  .output(ZCreateSkillProposalResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { id, name, description, workflow_id: workflowId, steps, edges } = input;
    return toSkillProposalResponse(await proposeSkill(ctx.db.prisma, ctx.caller, id, { name, description, workflowId, definition: { steps, edges } }, callerAuditContext(ctx)));
  });
